import { useVisitedTranslation } from '../../i18n/visited-texts';
import { useMostVisited } from './visited-api';
import { VisitedStrip } from './visited-strip';

// The strip's own chunk (most-visited.tsx loads it near the viewport): the query and the texts.

const SHOWN = 6;

export default function MostVisitedList({
  countyId,
  countyName,
  excludeId,
}: {
  countyId: string;
  countyName: string;
  excludeId: string;
}) {
  const { t } = useVisitedTranslation();
  const most = useMostVisited(countyId);
  const items = (most.data?.items ?? []).filter((item) => item.id !== excludeId).slice(0, SHOWN);
  if (items.length === 0) return null;
  return (
    <VisitedStrip
      heading={t('mostVisited', { county: countyName })}
      items={items.map((item) => ({ kind: 'stage' as const, id: item.id, name: item.name, url: item.url }))}
    />
  );
}
