import { type CaseStatusKey, caseStatusGroup, caseStatusKey } from '../../../shared/cases/case-statuses';
import { useErrandsTranslation } from '../../i18n/errands-texts';
import styles from './errands.module.css';

// flows §4.4: a status shows its group in the group's colour (registered blue, ongoing
// yellow, executed green, completed grey) and, for the statuses within a group, their own
// name beside it: "Ongoing · Waiting for material", "Completed · Cancelled by customer".
// The group is written out, so the colour is never the only sign.

/** The statuses that are their group itself; any other status names itself after the group. */
const GROUP_ITSELF: ReadonlySet<CaseStatusKey> = new Set([
  'registered',
  'registeredNo',
  'ongoing',
  'executed',
  'completed',
]);

export function useStatusText() {
  const { t } = useErrandsTranslation();
  return (statusId: number) => {
    const group = caseStatusGroup(statusId);
    const key = caseStatusKey(statusId);
    const groupName = t(`groups.${group}`);
    const detail = key && !GROUP_ITSELF.has(key) ? t(`statuses.${key}`) : null;
    return { group, groupName, detail };
  };
}

export function ErrandStatusBadge({ statusId }: { statusId: number }) {
  const { group, groupName, detail } = useStatusText()(statusId);
  return (
    <span className={styles.badge} data-status-group={group} data-errand-status="">
      <span>{groupName}</span>
      {detail && (
        <>
          {/* Read as "Ongoing, Waiting for material"; the dot between them is drawn by CSS. */}
          <span className="visually-hidden">, </span>
          <span className={styles.badgeDetail}>{detail}</span>
        </>
      )}
    </span>
  );
}
