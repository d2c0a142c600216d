import { useState } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { errorText } from '../../../lib/api';
import { useDeleteRuleMutation, useDownloadRulesMutation, useListRulesQuery, useUpdateRuleMutation, type Rule, type RuleBody } from '../api';
import { describeRule } from '../rule-words';
import { RuleDialog } from './RuleDialog';

const bodyOf = ({ match, pattern, amountMin, amountMax, payee, category }: Rule): RuleBody => ({ match, pattern, amountMin, amountMax, payee, category });

/**
 * The rules the user taught ("Apply to all like this" in the review): each in plain words, to change or
 * delete, and the download of them all (they are the user's own data).
 */
export function RulesCard() {
  const { data: rules, isLoading, isError } = useListRulesQuery();
  const [updateRule, updating] = useUpdateRuleMutation();
  const [deleteRule, deleting] = useDeleteRuleMutation();
  const [downloadRules, downloading] = useDownloadRulesMutation();
  const [editing, setEditing] = useState<Rule | null>(null);
  const [dialogProblem, setDialogProblem] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const onSave = async (body: RuleBody) => {
    if (!editing) return;
    setDialogProblem(null);
    try {
      await updateRule({ id: editing.id, body }).unwrap();
      setEditing(null);
      setNotice('Rule changed. It applies to your next conversions.');
    } catch (err) {
      setDialogProblem(errorText(err, 'The rule could not be changed. Please try again.'));
    }
  };

  const onDelete = async (rule: Rule) => {
    setProblem(null);
    setNotice(null);
    try {
      await deleteRule(rule.id).unwrap();
      setNotice('Rule deleted. Rows already converted keep their payee and category.');
    } catch (err) {
      setProblem(errorText(err, 'The rule could not be deleted. Please try again.'));
    }
  };

  const onDownload = async () => {
    setProblem(null);
    const result = await downloadRules();
    if ('error' in result) setProblem(errorText(result.error, 'Your rules could not be downloaded. Please try again.'));
  };

  return (
    <section className="card stack" aria-labelledby="rules-title">
      <h2 id="rules-title">Rules</h2>
      <p className="muted small">
        Rules set the payee and category of matching rows in every statement you convert. Make one in the review of a document: change a
        row&apos;s payee or category, then choose &quot;Apply to all like this&quot;.
      </p>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <p className="small" role="status">
        {notice}
      </p>
      {isLoading ? (
        <p className="muted">Loading...</p>
      ) : isError ? (
        <p className="muted">Your rules could not be loaded right now. Please try again in a moment.</p>
      ) : rules && rules.length > 0 ? (
        <ul className="stack rules-list" aria-label="Your rules">
          {rules.map((rule) => (
            <li key={rule.id} className="rule-item">
              <span>{describeRule(rule)}</span>
              <span className="review__toolbar">
                <Button size="sm" variant="secondary" onClick={() => (setDialogProblem(null), setEditing(rule))} aria-label={`Edit rule: ${describeRule(rule)}`}>
                  Edit
                </Button>
                <Button size="sm" variant="danger" disabled={deleting.isLoading} onClick={() => void onDelete(rule)} aria-label={`Delete rule: ${describeRule(rule)}`}>
                  Delete
                </Button>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">You have no rules yet.</p>
      )}
      <div>
        <Button size="sm" variant="secondary" disabled={downloading.isLoading} onClick={() => void onDownload()}>
          Download my rules
        </Button>
      </div>
      {editing ? (
        <RuleDialog
          title="Edit rule"
          initial={bodyOf(editing)}
          submitLabel="Save rule"
          busy={updating.isLoading}
          problem={dialogProblem}
          onSubmit={(body) => void onSave(body)}
          onClose={() => setEditing(null)}
          description="Applies to the statements you convert from now on."
        />
      ) : null}
    </section>
  );
}
