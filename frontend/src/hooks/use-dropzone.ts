import { useState, type DragEvent } from 'react';

/**
 * The drag-and-drop half of a file drop zone: props for the element files are dropped on, which
 * show it active while files are dragged over it and hand the dropped files to `onFiles`.
 */
export function useDropzone(onFiles: (files: FileList) => void) {
  const [isDragging, setDragging] = useState(false);
  return {
    className: `dropzone${isDragging ? ' dropzone--active' : ''}`,
    onDragOver: (event: DragEvent) => {
      // Without this the browser opens the dropped file instead of handing it to onDrop.
      event.preventDefault();
      setDragging(true);
    },
    onDragLeave: () => setDragging(false),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setDragging(false);
      onFiles(event.dataTransfer.files);
    },
  };
}
