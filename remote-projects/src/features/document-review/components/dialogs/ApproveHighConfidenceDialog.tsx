import { useEffect, useState } from 'react';
import type { BulkReview } from '../../hooks/useBulkReview';
import ConfirmDialog from './ConfirmDialog';

const suggestionsText = (count: number) => (count === 1 ? '1 high-confidence suggestion' : `${count} high-confidence suggestions`);

/** Counts the library and strong suggestions not yet reviewed, says how many, and approves them on confirmation. */
export default function ApproveHighConfidenceDialog({ bulk, onClose }: { bulk: BulkReview; onClose(): void }) {
  const [count, setCount] = useState<number | null | undefined>(null);
  const { countHighConfidence } = bulk;

  useEffect(() => {
    let current = true;
    void countHighConfidence().then((counted) => {
      if (current) setCount(counted);
    });
    return () => {
      current = false;
    };
  }, [countHighConfidence]);

  const title = 'Approve all high-confidence suggestions';
  if (count === null) return <ConfirmDialog title={title} onClose={onClose}>Counting the high-confidence suggestions…</ConfirmDialog>;
  if (count === undefined) return <ConfirmDialog title={title} onClose={onClose}>The suggestions could not be counted. Try again in a moment.</ConfirmDialog>;
  if (count === 0) {
    return (
      <ConfirmDialog title={title} onClose={onClose}>
        No high-confidence suggestions are waiting: every library and strong match has been reviewed.
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog
      title={title}
      confirmLabel={`Approve ${count}`}
      busy={bulk.busy}
      onConfirm={() => void bulk.approveHighConfidence().then((done) => done && onClose())}
      onClose={onClose}
    >
      {`Approve ${suggestionsText(count)} (library and strong matches) that nobody has reviewed yet? Approved answers enter the answer library; you can still change each one afterwards.`}
    </ConfirmDialog>
  );
}
