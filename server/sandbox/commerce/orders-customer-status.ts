// The order statuses of product.md §4 with the label the shop shows and what a customer may do in
// each: cancel (Magento's canCancel for these statuses) or pay an unpaid order.

interface StatusInfo {
  label: string;
  cancelable: boolean;
  payable: boolean;
}

const STATUSES: Record<string, StatusInfo> = {
  new: { label: "Received", cancelable: true, payable: false },
  pending: { label: "Pending", cancelable: true, payable: false },
  pending_payment: { label: "Awaiting payment", cancelable: true, payable: true },
  payment_failed: { label: "Payment failed", cancelable: false, payable: true },
  payment_completed: { label: "Paid", cancelable: false, payable: false },
  processing: { label: "Processing", cancelable: true, payable: false },
  confirmed: { label: "Confirmed", cancelable: false, payable: false },
  on_hold: { label: "On hold", cancelable: false, payable: false },
  shipped_to_warehouse: { label: "On its way to our warehouse", cancelable: false, payable: false },
  shipped: { label: "Shipped", cancelable: false, payable: false },
  delivered_to_pick_up_point: { label: "Ready to collect", cancelable: false, payable: false },
  delivered: { label: "Delivered", cancelable: false, payable: false },
  complete: { label: "Complete", cancelable: false, payable: false },
  pending_cancellation: { label: "Cancellation requested", cancelable: false, payable: false },
  canceled: { label: "Cancelled", cancelable: false, payable: false },
  returned: { label: "Returned", cancelable: false, payable: false },
};

export function orderStatus(code: string): StatusInfo {
  return STATUSES[code] ?? { label: code, cancelable: false, payable: false };
}

export const statusLabel = (code: string) => orderStatus(code).label;
