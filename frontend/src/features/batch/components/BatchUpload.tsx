import { useId, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { useDropzone } from '../../../hooks/use-dropzone';
import { api, errorText } from '../../../lib/api';
import type { Batch } from '../api';
import { uploadBatch, type UploadProgress as Progress } from '../upload';
import { BatchResult } from './BatchResult';
import { UploadProgress } from './UploadProgress';

export const BATCH_FILE_TYPES = 'Please choose PDF statements or a zip of them. Other file types are not supported.';

const isPdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
const isZip = (file: File) => /zip/.test(file.type) || /\.zip$/i.test(file.name);

type Sending =
  | { state: 'idle' }
  | { state: 'uploading'; progress: Progress | null }
  | { state: 'accepted'; batch: Batch }
  | { state: 'refused'; error: unknown };

/**
 * Signed in: many statements at once (PDFs, or a zip of PDFs). The server checks credits for the
 * whole batch before anything is converted; then each file is converted and charged on its own, and
 * the result checks the statements against each other.
 */
export function BatchUpload() {
  const inputId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [refused, setRefused] = useState(false);
  const [sending, setSending] = useState<Sending>({ state: 'idle' });
  const dispatch = useDispatch();
  const isLoading = sending.state === 'uploading';
  const batch = sending.state === 'accepted' ? sending.batch : undefined;
  const error = sending.state === 'refused' ? sending.error : undefined;
  const reset = () => setSending({ state: 'idle' });

  const accept = (list: FileList | null | undefined) => {
    const chosen = Array.from(list ?? []);
    const ok = chosen.filter((f) => isPdf(f) || isZip(f));
    setRefused(ok.length !== chosen.length);
    setFiles(ok);
    reset();
  };
  const dropzone = useDropzone(accept);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (files.length === 0 || isLoading) return;
    setSending({ state: 'uploading', progress: null });
    uploadBatch(files, (progress) => setSending({ state: 'uploading', progress })).then(
      (accepted) => {
        setSending({ state: 'accepted', batch: accepted });
        // The server may have charged already by the time the header reads the credits again.
        dispatch(api.util.invalidateTags(['Me', 'Credits']));
      },
      (refusal: unknown) => setSending({ state: 'refused', error: refusal }),
    );
  };

  return (
    <section className="section container" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="section__title">
        Convert many statements at once
      </h2>
      <p className="section__lead">
        Drop a year of statements (or a zip of them): each is converted on its own, then they are checked against each
        other: balances that follow on, missing months, statements sent twice, overlapping periods.
      </p>
      <form onSubmit={onSubmit} noValidate className="card">
        <label
          htmlFor={inputId}
          {...dropzone}
          data-testid="batch-dropzone"
        >
          <span className="dropzone__title">Drag and drop your PDF statements here</span>
          <span className="dropzone__hint">or click to choose files · PDFs or a .zip</span>
          <input
            id={inputId}
            type="file"
            multiple
            accept="application/pdf,.pdf,application/zip,.zip"
            className="visually-hidden"
            aria-label="PDF statements for a batch"
            disabled={isLoading}
            onChange={(event) => accept(event.target.files)}
          />
        </label>
        {files.length > 0 && sending.state !== 'uploading' && !batch ? (
          <ul className="batch__chosen" aria-label="Chosen files">
            {files.map((file, i) => (
              <li key={`${file.name}-${i}`}>{file.name}</li>
            ))}
          </ul>
        ) : null}
        {refused ? <Alert tone="error">{BATCH_FILE_TYPES}</Alert> : null}
        {error ? <Alert tone="error">{errorText(error, 'The batch could not be started. Please try again.')}</Alert> : null}
        <Button type="submit" size="lg" block disabled={files.length === 0 || isLoading || Boolean(batch)}>
          {isLoading ? <Spinner label="Uploading..." /> : `Convert ${files.length} ${files.length === 1 ? 'file' : 'files'}`}
        </Button>
      </form>
      {sending.state === 'uploading' ? <UploadProgress files={files} progress={sending.progress} /> : null}
      {batch ? <BatchResult id={batch.id} initial={batch} /> : null}
    </section>
  );
}
