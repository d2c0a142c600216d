import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Field } from '../../../components/Field';
import { useTimedMessage } from '../../../hooks/use-timed-message';
import { errorText } from '../../../lib/api';
import { copyText } from '../../../lib/clipboard';
import { useCreateApiKeyMutation, useListApiKeysQuery, useRevokeApiKeyMutation, type CreatedApiKey } from '../api';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'Never');

/** API keys for the public API: create (the key shown once, with Copy), list by last four characters, revoke. */
export function ApiKeysCard() {
  const { data: keys, isLoading, isError } = useListApiKeysQuery();
  const [createKey, creating] = useCreateApiKeyMutation();
  const [revokeKey, revoking] = useRevokeApiKeyMutation();
  const [name, setName] = useState('');
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [copied, showCopied] = useTimedMessage(1500);

  const onCreate = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      setCreated(await createKey({ name }).unwrap());
      setName('');
    } catch (err) {
      setProblem(errorText(err, 'The key could not be created. Please try again.'));
    }
  };

  const onRevoke = async (id: string) => {
    setProblem(null);
    try {
      await revokeKey(id).unwrap();
      if (created?.id === id) setCreated(null);
    } catch (err) {
      setProblem(errorText(err, 'The key could not be revoked. Please try again.'));
    }
  };

  const onCopy = async () => {
    if (!created) return;
    try {
      await copyText(created.key);
      showCopied('API key copied!');
    } catch {
      showCopied('Could not copy. Select the key and copy it by hand.');
    }
  };

  return (
    <section className="card stack" aria-labelledby="api-keys-title">
      <h2 id="api-keys-title">API keys</h2>
      <p className="muted small">
        Convert statements from your own tools with the <Link to="/developers">public API</Link>. A key acts as you and spends your credits.
      </p>
      <form className="form" aria-label="Create an API key" onSubmit={(e) => void onCreate(e)}>
        <Field label="Key name" name="api-key-name" value={name} maxLength={100} onChange={(e) => setName(e.target.value)} hint="So you can tell your keys apart, e.g. Month-end import" />
        <Button type="submit" disabled={creating.isLoading || name.trim() === ''}>
          Create key
        </Button>
      </form>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      {created ? (
        <Alert tone="success">
          <p>Copy your new key now: it will not be shown again.</p>
          <div className="code-box">
            <code aria-label="New API key">{created.key}</code>
            <Button size="sm" variant="secondary" onClick={() => void onCopy()}>
              Copy
            </Button>
            <span role="status" className="small">
              {copied}
            </span>
          </div>
        </Alert>
      ) : null}
      {isLoading ? (
        <p className="muted">Loading...</p>
      ) : isError ? (
        <p className="muted">Your keys could not be loaded right now. Please try again in a moment.</p>
      ) : keys && keys.length > 0 ? (
        <table className="table" aria-label="Your API keys">
          <thead>
            <tr>
              <th>Name</th>
              <th>Key</th>
              <th>Last used</th>
              <th aria-label="Actions" />
            </tr>
          </thead>
          <tbody>
            {keys.map((key) => (
              <tr key={key.id}>
                <td>{key.name}</td>
                <td>
                  <code>…{key.lastFour}</code>
                </td>
                <td>{when(key.lastUsedAt)}</td>
                <td>
                  <Button size="sm" variant="danger" disabled={revoking.isLoading} onClick={() => void onRevoke(key.id)} aria-label={`Revoke ${key.name}`}>
                    Revoke
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="muted">You have no API keys.</p>
      )}
    </section>
  );
}
