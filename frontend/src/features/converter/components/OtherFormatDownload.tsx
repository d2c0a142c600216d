import { useState } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { DownloadFormatSelect, useDownloadFormat } from '../../../components/DownloadFormatSelect';
import { isNetworkError, serverMessage } from '../../../lib/api';
import { DOWNLOAD_FORMATS } from '../../../lib/download-formats';
import { useDownloadConvertedAsMutation } from '../api';

/**
 * The result panel's format menu (signed-in users, whose statement is kept): the same conversion as
 * OFX, QIF, a ledger CSV, ... The Excel file is the panel's own Download Excel link.
 */
export function OtherFormatDownload({ storedFilename, pdfName }: { storedFilename: string; pdfName: string }) {
  const [format, setFormat] = useDownloadFormat();
  const [download, { isLoading }] = useDownloadConvertedAsMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const label = DOWNLOAD_FORMATS.find((f) => f.value === format)?.label ?? format;

  const onDownload = async () => {
    setFailure(null);
    const result = await download({ storedFilename, pdfName, format });
    if ('error' in result) {
      const status = (result.error as { status?: unknown }).status;
      const reason = isNetworkError(result.error) ? 'network error' : (serverMessage(result.error) ?? (typeof status === 'number' ? `HTTP ${status}` : 'unknown error'));
      setFailure(`Download failed: ${reason}`);
    }
  };

  return (
    <div className="stack converter__formats">
      <DownloadFormatSelect value={format} onChange={setFormat} />
      {format === 'xlsx' ? null : (
        <Button variant="secondary" block disabled={isLoading} onClick={() => void onDownload()}>
          {isLoading ? 'Downloading...' : `Download ${label}`}
        </Button>
      )}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </div>
  );
}
