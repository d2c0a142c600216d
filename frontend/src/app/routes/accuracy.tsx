import { ACCURACY, type AccuracyRow } from '../../content/accuracy';
import { useDocumentTitle } from '../../hooks/use-document-title';

// Every figure on this page comes from content/accuracy.json, which `make bench` writes: none is typed here.

const count = (n: number) => n.toLocaleString('en-US');
const measuredDay = ACCURACY.measuredAt.slice(0, 10);
const measuredTime = ACCURACY.measuredAt.slice(11, 16);

/** One corpus in the list under the table: held-out or tuned on, its scorer, and what its statements are. */
function CorpusEntry({ row }: { row: AccuracyRow }) {
  return (
    <li data-testid="accuracy-corpus">
      <strong>{row.corpus}</strong> ({row.kind === 'held-out' ? 'held-out' : 'tuned on'}, scored by{' '}
      {row.scorer === 'score.mjs' ? <code>score.mjs</code> : <code>libs/bench/src/score.ts</code>}): {row.about}
    </li>
  );
}

export default function AccuracyPage() {
  useDocumentTitle('Accuracy');
  const { commit, speed } = ACCURACY;
  return (
    <div className="container page page--reading">
      <header className="page-header">
        <h1>How accurate is bankxl?</h1>
        <p>
          What our extraction engine scores on the test statements of our benchmark, corpus by corpus, as its last
          run measured it. Nobody types these figures in: <code>{ACCURACY.command}</code> writes them to a file the
          repository keeps, and this page shows that file.
        </p>
        <p className="accuracy-measured" data-testid="accuracy-measured">
          Measured on <time dateTime={ACCURACY.measuredAt}>{measuredDay}</time> at {measuredTime} UTC
          {commit ? (
            <>
              {' '}
              at commit <code className="break-anywhere">{commit.sha}</code>
              {commit.dirty ? ' (with changes not yet committed)' : ''}
            </>
          ) : null}
          .
        </p>
      </header>
      <div className="prose">
        <h2>Scores per corpus</h2>
        <div className="table-wrap" role="region" aria-label="Scores per corpus" tabIndex={0}>
          <table className="table accuracy-table" data-testid="accuracy-table">
            <thead>
              <tr>
                <th scope="col">Corpus</th>
                <th scope="col" className="num">Statements</th>
                <th scope="col" className="num">Transactions</th>
                <th scope="col" className="num">F1</th>
                <th scope="col" className="num">Perfect files</th>
                <th scope="col" className="num">Wrongly verified</th>
              </tr>
            </thead>
            <tbody>
              {ACCURACY.rows.map((row) => (
                <tr key={row.corpus}>
                  <th scope="row">{row.corpus}</th>
                  <td className="num">{count(row.statements)}</td>
                  <td className="num">{count(row.transactions)}</td>
                  <td className="num">{row.f1.toFixed(4)}</td>
                  <td className="num">
                    {count(row.perfect)} of {count(row.statements)}
                  </td>
                  <td className="num">{count(row.wronglyVerified)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <h3>What each corpus is</h3>
        <ul>
          {ACCURACY.rows.map((row) => (
            <CorpusEntry key={row.corpus} row={row} />
          ))}
        </ul>
        {speed ? (
          <p data-testid="accuracy-speed">
            Speed, on the machine that ran the benchmark: reading a {count(speed.pages)}-page statement and writing its
            workbook took {count(speed.parseAndXlsxMs)} ms,{' '}
            {speed.timesPdftotext.toFixed(2)} times the {count(speed.pdftotextMs)} ms that <code>pdftotext -layout</code> takes
            only to pull out its text.
          </p>
        ) : null}

        <h2>Held-out and tuned on</h2>
        <p>
          <strong>Tuned on</strong> means we looked at those files while building the engine, so its scores there are
          expected to be high. <strong>Held-out</strong> statements were only scored: fresh random mixes of our
          generator's languages, formats and layouts, and fresh renderings of layouts written by hand in other
          languages. They are the fairer estimate of a statement nobody has seen.
        </p>

        <h2>How rows are matched</h2>
        <p>
          Every statement comes with a truth file listing its transactions as a person would type them: date, description,
          amount and the balance where one is printed. The corpus's scorer, <code>score.mjs</code>, takes each file's
          transactions across its accounts in order and lines ours up with the truth's, keeping both orders and pairing as
          many as it can. A pair matches only when:
        </p>
        <ul>
          <li>the date is the same day;</li>
          <li>the amount is the same to the cent;</li>
          <li>
            the descriptions are at least 80 % similar, after Unicode normalisation (NFKC), lower case and collapsing
            whitespace. Similarity is one minus the edit distance over the longer length, the better of the texts as they
            are and with all spaces removed.
          </li>
        </ul>
        <p>
          Precision is the share of our transactions that matched, recall the share of the truth's transactions that did,
          and F1 their harmonic mean, over all files of a corpus together. The fixtures and the held-out mixes are scored by
          the benchmark's own scorer, <code>libs/bench/src/score.ts</code>: within each account a transaction matches one of
          the truth's with the same date and the same amount to the cent, and descriptions are compared afterwards.
        </p>

        <h2>Perfect files and wrongly verified</h2>
        <p>
          A <strong>perfect file</strong> has every transaction exactly right: as many as the truth, each with its date,
          amount, description and, where the statement prints one, balance. The benchmark's own scorer also asks for the
          opening and closing balances and the right verdict.
        </p>
        <p>
          <strong>Wrongly verified</strong> counts files where the product called an account verified although its rows
          are not exactly the truth's (a row missing, one too many, or another date or amount) or the statement does not
          reconcile. A verified badge must mean the rows are right, so this is the number we keep at zero.
        </p>

        <h2>Reproduce it</h2>
        <p>
          Check out the commit above with the statement corpus beside the repository in <code>../shared/corpus</code> (its
          folders dev, dev-wide and real, and <code>score.mjs</code>), then run:
        </p>
        <pre className="code-block">
          <code>{ACCURACY.command}</code>
        </pre>
        <p>
          It converts every statement, scores it, prints the tables and writes this page's file,{' '}
          <code>frontend/src/content/accuracy.json</code>.
        </p>
      </div>
    </div>
  );
}
