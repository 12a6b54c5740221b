import { useEffect, useState } from 'react';

/** How long typing must pause before a search asks the API. */
const TYPING_PAUSE_MS = 300;

/**
 * A search box's text once typing pauses, so a list asks the API once per word, not per key; an
 * emptied box (cleared filters, a link) applies at once.
 */
export function useSettledText(text: string, pauseMs = TYPING_PAUSE_MS): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), text === '' ? 0 : pauseMs);
    return () => clearTimeout(timer);
  }, [text, pauseMs]);
  return text === '' ? text : settled;
}
