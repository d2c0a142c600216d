import { useId, useState } from 'react';
import { DOWNLOAD_FORMATS, rememberDownloadFormat, rememberedDownloadFormat, type DownloadFormat } from '../lib/download-formats';

/** The download format, remembered across visits; starts at the last choice. */
export function useDownloadFormat(): [DownloadFormat, (format: DownloadFormat) => void] {
  const [format, setFormat] = useState<DownloadFormat>(rememberedDownloadFormat);
  const choose = (next: DownloadFormat) => {
    setFormat(next);
    rememberDownloadFormat(next);
  };
  return [format, choose];
}

/** The format menu shown beside download buttons (`compact`: its label is read out but not shown, in a toolbar). */
export function DownloadFormatSelect({ value, onChange, compact = false }: { value: DownloadFormat; onChange: (format: DownloadFormat) => void; compact?: boolean }) {
  const id = useId();
  return (
    <div className={compact ? 'field field--compact' : 'field'}>
      <label className={compact ? 'visually-hidden' : 'field__label'} htmlFor={id}>
        Download format
      </label>
      <select id={id} className="field__input" value={value} onChange={(event) => onChange(event.target.value as DownloadFormat)}>
        {DOWNLOAD_FORMATS.map((format) => (
          <option key={format.value} value={format.value}>
            {format.label}
          </option>
        ))}
      </select>
    </div>
  );
}
