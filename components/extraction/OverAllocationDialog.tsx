'use client';

import { Button } from '@/components/ui/Button';
import { Dialog, DialogContent } from '@/components/ui/Dialog';

// Loaded when the server first refuses a grant as an over-allocation (AdminResourcesView): Radix Dialog and
// its scroll lock are about 15 kB gzip the admin's first paint does not need.

/** Asks the admin to confirm a grant that would allocate more than the state's whole capacity. */
export function OverAllocationDialog({
  reason,
  onConfirm,
  onCancel,
}: {
  /** The server's refusal while a grant waits for confirmation; null when none does. */
  reason: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={reason !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent title="Over-allocate this state?" description={reason ?? undefined}>
        <p className="flex flex-wrap gap-3">
          <Button variant="danger" onClick={onConfirm}>
            Grant anyway
          </Button>
          <Button variant="secondary" onClick={onCancel} autoFocus>
            Cancel
          </Button>
        </p>
      </DialogContent>
    </Dialog>
  );
}
