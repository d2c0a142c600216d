import { percentPerFile, type UploadProgress as Progress } from '../upload';

/**
 * Each chosen file while the batch is being sent: its share of the bytes sent so far. A screen
 * reader hears how many files have been sent (the live region), not every percent.
 */
export function UploadProgress({ files, progress }: { files: File[]; progress: Progress | null }) {
  const percents = percentPerFile(
    files.map((f) => f.size),
    progress,
  );
  const sent = percents.filter((p) => p === 100).length;
  return (
    <div className="card batch" role="region" aria-label="Batch upload">
      <h3>Uploading {files.length} {files.length === 1 ? 'statement' : 'statements'}…</h3>
      <p role="status" aria-live="polite">
        Uploaded {sent} of {files.length} {files.length === 1 ? 'file' : 'files'}
      </p>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">File</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {files.map((file, i) => (
            <tr key={`${file.name}-${i}`}>
              <td>{file.name}</td>
              <td>
                <progress className="batch__progress" max={100} value={percents[i]} aria-label={`Upload of ${file.name}`} />{' '}
                {percents[i] === 100 ? 'Uploaded' : percents[i] === 0 ? 'Waiting' : `Uploading ${percents[i]} %`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
