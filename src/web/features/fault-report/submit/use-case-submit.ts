import { useQueryClient } from '@tanstack/react-query';
import { type Dispatch, useCallback, useRef, useState } from 'react';
import type {
  triggerChangeEmailContract,
  updateContract,
} from '../../../../shared/account/account-contracts';
import { ACCOUNT_ENDPOINTS } from '../../../../shared/account/account-endpoints';
import type { UserAsRead } from '../../../../shared/account/account-schemas';
import type { updateAccountContract } from '../../../../shared/cases/case-contracts';
import { CASE_ENDPOINTS } from '../../../../shared/cases/case-endpoints';
import type { CaseFormData } from '../../../../shared/cases/case-wizard-schemas';
import { callEndpoint } from '../../../ui/api/call-endpoint';
import { perFileProgress } from '../../../ui/files/file-checks';
import { useSession } from '../../../ui/session/session-context';
import { useSite } from '../../../ui/site-context';
import { type ProblemArea, problemAreasQuery, roomsQuery } from '../api/case-lookups';
import { newIdempotencyKey, submitCase } from '../api/submit-case';
import { clearDraft } from '../engine/wizard-draft';
import type { CaseKind } from '../engine/wizard-flows';
import type { WizardAction, WizardState } from '../engine/wizard-state';
import { scopeOfType } from '../steps/use-chosen-problem';
import { caseFields, pickRoom, roomSourceOf, submitRouteOf } from './case-payload';

// The submit of flows §4.1 and §7.4: first what changed on the user (e-mail, phone) and on the
// association (board e-mail), then the case with its files. The idempotency key lives as long
// as the case being written, so a retry after a lost answer never files it twice.

export interface SubmitContext {
  user: UserAsRead | null;
  associationEmail: string | null;
}

export function useCaseSubmit(state: WizardState, dispatch: Dispatch<WizardAction>, context: SubmitContext) {
  const { site } = useSite();
  const { reloadUser } = useSession();
  const queryClient = useQueryClient();
  const key = useRef(newIdempotencyKey());
  const [progress, setProgress] = useState<number[] | null>(null);

  const submit = useCallback(
    async (values: Partial<CaseFormData>) => {
      const data: CaseFormData = { ...state.formData, ...values };
      dispatch({ type: 'next', formData: values });
      dispatch({ type: 'submitStarted' });
      const files = (data.files ?? []) as File[];
      try {
        await saveChangedContact(data, context, state.kind, site.siteId);
        const areas = await queryClient.fetchQuery(problemAreasQuery(scopeOfType(data.type)));
        const rooms = await queryClient.fetchQuery(roomsQuery(roomSourceOf(state.kind, data)));
        const roomType = roomTypeOf(areas, data);
        const room = pickRoom(rooms, roomType);
        if (!room) throw new Error('no room');
        setProgress(files.map(() => 0));
        const outcome = await submitCase({
          route: submitRouteOf(state.kind),
          fields: caseFields(state.kind, data, { siteId: site.siteId, roomId: room.id }),
          files,
          idempotencyKey: key.current,
          onProgress: ({ loaded, total }) =>
            setProgress(
              perFileProgress(
                files.map((file) => file.size),
                loaded,
                total,
              ),
            ),
        });
        setProgress(null);
        if (outcome.ok) {
          clearDraft();
          key.current = newIdempotencyKey();
          void queryClient.invalidateQueries({ queryKey: ['errands'] });
          dispatch({
            type: 'submitSucceeded',
            result: { caseId: outcome.caseId, ticketNumber: outcome.ticketNumber },
          });
          if (values.email !== undefined || values.phone !== undefined) void reloadUser();
          return;
        }
        // flows §7.4: 413 is the file-size message, anything else the general one.
        dispatch({
          type: 'submitFailed',
          errorKey: outcome.status === 413 ? 'fileSizeError' : 'submitError',
        });
      } catch {
        setProgress(null);
        dispatch({ type: 'submitFailed', errorKey: 'submitError' });
      }
    },
    [state, dispatch, context, queryClient, site.siteId, reloadUser],
  );

  return { submit, progress };
}

function roomTypeOf(areas: readonly ProblemArea[], data: CaseFormData): number | undefined {
  const area = areas.find((candidate) => String(candidate.code) === data.problemArea);
  const detail = area?.details.find((candidate) => String(candidate.code) === data.problemAreaDetails);
  return detail?.roomType ?? area?.roomType;
}

/**
 * flows §4.1: a changed phone is saved on the user; a changed e-mail starts the account's
 * change-e-mail (a confirmation link to the new address, platform §5); a board member's
 * changed association e-mail is saved on the association.
 */
async function saveChangedContact(
  data: CaseFormData,
  context: SubmitContext,
  kind: CaseKind,
  siteId: string,
) {
  const { user } = context;
  const email = data.email?.trim() ?? '';
  const phone = data.phone?.trim() ?? '';
  if (user && phone && phone !== user.phoneNumber) {
    await callEndpoint<typeof updateContract>(ACCOUNT_ENDPOINTS.update, {
      body: {
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        phoneNumber: phone,
        newsLetter: user.newsLetter,
        address: user.address,
        postalCode: user.postalCode,
        city: user.city,
        countryId: user.countryId,
        birthDate: user.birthDate ?? undefined,
      },
    });
  }
  if (user && email && email.toLowerCase() !== user.email.toLowerCase()) {
    await callEndpoint<typeof triggerChangeEmailContract>(ACCOUNT_ENDPOINTS.triggerChangeEmail, {
      body: { newEmail: email, siteId },
    });
  }
  const boardEmail = data.boardEmail?.trim() ?? '';
  // Only a managed board's login acts for its association; the others send it with the case.
  if (
    kind === 'board' &&
    boardEmail &&
    boardEmail.toLowerCase() !== (context.associationEmail ?? '').toLowerCase()
  ) {
    await callEndpoint<typeof updateAccountContract>(CASE_ENDPOINTS.updateAccount, {
      body: { email: boardEmail },
    });
  }
}
