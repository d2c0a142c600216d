import { useEffect } from 'react';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · bankxl` : 'bankxl: PDF bank statements to Excel';
  }, [title]);
}
