import { startTransition, useEffect, useState } from 'react';

const preventDefault = (event: Event) => event.preventDefault();

/**
 * Whether files have been dragged into the page since the screen opened, so that the drop area (and
 * react-dropzone, 6 KB gzip) loads then rather than with the screen; the screen shows the same list
 * until it has. Meanwhile, and wherever the drop area is not, a dropped file is ignored: the browser
 * would otherwise open it in place of the app.
 */
export function useFilesDraggedIn(enabled: boolean): boolean {
  const [draggedIn, setDraggedIn] = useState(false);

  useEffect(() => {
    document.addEventListener('dragover', preventDefault);
    document.addEventListener('drop', preventDefault);
    return () => {
      document.removeEventListener('dragover', preventDefault);
      document.removeEventListener('drop', preventDefault);
    };
  }, []);

  useEffect(() => {
    if (!enabled || draggedIn) return;
    const onDragEnter = (event: DragEvent) => {
      if (event.dataTransfer?.types.includes('Files')) startTransition(() => setDraggedIn(true));
    };
    document.addEventListener('dragenter', onDragEnter);
    return () => document.removeEventListener('dragenter', onDragEnter);
  }, [enabled, draggedIn]);

  return draggedIn;
}
