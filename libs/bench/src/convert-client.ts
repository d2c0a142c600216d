// One user of bench-service, in a process of its own: converts a statement `count` times in a row through the
// gateway and prints each conversion's milliseconds as JSON on stdout. The bench starts four of these at a lower
// priority than the product (issue 43), so the load on the product is four users' and the client code's own
// work competes with neither the product nor the bench's /api/me poller.
//   node convert-client.js <url> <token> <statement.pdf> <count>
import fs from 'node:fs';

const [url, token, file, count] = process.argv.slice(2);
const pdf = fs.readFileSync(file);
const times: number[] = [];
for (let i = 0; i < Number(count); i++) {
  const form = new FormData();
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'statement.pdf');
  const started = performance.now();
  // A busy engine answers 429 with Retry-After, as the app tells its user to wait: the wait is part of the time.
  for (;;) {
    const res = await fetch(`${url}/api/convert`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    const body = await res.arrayBuffer();
    if (res.status === 200) break;
    if (res.status !== 429) throw new Error(`convert answered ${res.status}: ${Buffer.from(body).toString('utf8').slice(0, 300)}`);
    await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after') ?? 1) * 1000));
  }
  times.push(performance.now() - started);
}
process.stdout.write(JSON.stringify(times));
