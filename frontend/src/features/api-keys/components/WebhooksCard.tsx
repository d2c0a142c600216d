import { Button } from '../../../components/Button';
import { useListWebhooksQuery, type WebhookDelivery } from '../api';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '');

function outcome(d: WebhookDelivery): string {
  if (d.status === 'delivered') return `Delivered (${d.lastStatusCode ?? ''})`;
  if (d.status === 'failed') return `Given up: ${d.lastError ?? ''}`;
  if (d.attempts === 0) return 'Waiting';
  return `Retrying at ${when(d.nextAttemptAt)}: ${d.lastError ?? ''}`;
}

/** Webhooks registered through the API with the user's keys, and what was delivered to each. */
export function WebhooksCard() {
  const { data: hooks, isLoading, isError, refetch, isFetching } = useListWebhooksQuery();
  return (
    <section className="card stack" aria-labelledby="webhooks-title">
      <h2 id="webhooks-title">Webhooks</h2>
      <p className="muted small">Register webhooks with an API key (POST /api/v1/webhooks). Their deliveries are listed here.</p>
      {isLoading ? (
        <p className="muted">Loading...</p>
      ) : isError ? (
        <p className="muted">Your webhooks could not be loaded right now. Please try again in a moment.</p>
      ) : !hooks || hooks.length === 0 ? (
        <p className="muted">You have no webhooks.</p>
      ) : (
        hooks.map((hook) => (
          <div key={hook.id} className="stack">
            <p>
              <code>{hook.url}</code> <span className="muted small">{hook.events.join(', ')}</span>
            </p>
            {hook.deliveries.length === 0 ? (
              <p className="muted small">No deliveries yet.</p>
            ) : (
              <table className="table" aria-label={`Deliveries to ${hook.url}`}>
                <thead>
                  <tr>
                    <th>Event</th>
                    <th>Sent</th>
                    <th>Attempts</th>
                    <th>Outcome</th>
                  </tr>
                </thead>
                <tbody>
                  {hook.deliveries.map((d) => (
                    <tr key={d.id}>
                      <td>{d.event}</td>
                      <td>{when(d.createdAt)}</td>
                      <td>{d.attempts}</td>
                      <td className="small">{outcome(d)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        ))
      )}
      <Button size="sm" variant="secondary" onClick={() => void refetch()} disabled={isFetching}>
        Refresh
      </Button>
    </section>
  );
}
