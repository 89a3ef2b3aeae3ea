import { BookingContractPage } from '../features/booking-signing/booking-contract-page';

// TEST WIRING of the signing branch (s22-sign) only: the lead moves this export into
// booking-templates.tsx ('click-to-buy-contract' → ['booking-templates.tsx',
// 'ClickToBuyContractTemplate']) and drops this file and its registry line.
export function ClickToBuyContractTemplate() {
  return <BookingContractPage />;
}
