import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { BookingAnswerBody } from '../../../../shared/booking/booking-answers';
import type { BookingState } from '../../../../shared/booking/booking-contracts';
import { ApiRequestError } from '../../../ui/api/call-endpoint';
import { sendAnswer, useRefreshAnswers } from '../booking-api';

/**
 * Sends a step's answer; the server's rules that only it can check (an e-mail of someone else,
 * the buyer's own identity number) come back as error keys and are shown beside their fields.
 */
export function useAnswer<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  onNext: (state: BookingState) => void,
) {
  const refresh = useRefreshAnswers();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (body: BookingAnswerBody) => {
    setBusy(true);
    setFailed(false);
    try {
      const next = await sendAnswer(body);
      await refresh(body.bookingId);
      onNext(next);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiRequestError && error.issues.length > 0) {
        let first = true;
        for (const issue of error.issues) {
          form.setError(issue.path as Path<T>, { message: issue.message }, { shouldFocus: first });
          first = false;
        }
      } else setFailed(true);
    }
  };
  return { submit, busy, failed };
}
