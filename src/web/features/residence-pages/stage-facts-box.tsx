import { formatAreaRange } from '../../../shared/format/area';
import { formatPriceRange } from '../../../shared/format/currency';
import { formatDate } from '../../../shared/format/dates';
import { formatRooms } from '../../../shared/format/rooms';
import { STAGE_STATUS } from '../../../shared/residence/residence-enums';
import type { StagePageViewModel } from '../../../shared/residence/residence-page-view-models';
import { useSiteLocale } from '../../i18n/use-site-locale';
import { useTranslation } from '../../i18n/use-translation';
import { useSite } from '../../ui/site-context';
import { type Fact, FactList } from './fact-list';
import { conceptLabel, homeTypeLabel, moveInLabel, plotTypeLabel, tenureLabel } from './residence-labels';

/** The stage's key facts: prices, rooms, sizes, tenure, types, move-in, VIP, concept, plot. */
export function StageFactsBox({ stage }: { stage: StagePageViewModel }) {
  const { t } = useTranslation();
  const locale = useSiteLocale();
  const { site } = useSite();
  const { facts } = stage;
  const country = site.country;
  const list = (ids: readonly number[], label: (id: number) => string) =>
    ids.map(label).filter(Boolean).join(', ');
  const moveIn = moveInLabel(facts.inhabitDate, facts.inhabitDetermined, stage.today, locale);
  const moveInEnd =
    facts.inhabitDateEnd && facts.inhabitDateEnd > facts.inhabitDate
      ? moveInLabel(facts.inhabitDateEnd, facts.inhabitDetermined, stage.today, locale)
      : null;
  const showVip = stage.status === STAGE_STATUS.vip && facts.vipStartDate && facts.vipEndDate;
  const rows: Fact[] = [
    {
      label: t('residence.facts.price'),
      value:
        facts.price.min === null
          ? t('residence.facts.priceOnRequest')
          : formatPriceRange(facts.price.min, facts.price.max, country),
      emphasis: true,
    },
    {
      label: t('residence.facts.totalPrice'),
      value:
        country === 'FI' && facts.totalPrice.min !== null
          ? formatPriceRange(facts.totalPrice.min, facts.totalPrice.max, country)
          : '',
    },
    {
      label: t('residence.facts.rooms'),
      value: facts.rooms.min === null ? '' : formatRooms(facts.rooms.min, facts.rooms.max, locale),
    },
    {
      label: t('residence.facts.livingArea'),
      value:
        facts.livingArea.min === null
          ? ''
          : formatAreaRange(facts.livingArea.min, facts.livingArea.max, locale),
    },
    { label: t('residence.facts.tenure'), value: list(facts.tenures, (id) => tenureLabel(t, id)) },
    {
      label: t('residencePages.facts.homeTypes'),
      value: list(facts.homeTypes, (id) => homeTypeLabel(t, id)),
    },
    { label: t('residence.facts.moveIn'), value: moveInEnd ? `${moveIn} – ${moveInEnd}` : moveIn },
    {
      label: t('residencePages.facts.vipWindow'),
      value:
        showVip && facts.vipStartDate && facts.vipEndDate
          ? `${formatDate(facts.vipStartDate, locale)} – ${formatDate(facts.vipEndDate, locale)}`
          : '',
    },
    {
      label: t('residencePages.facts.concept'),
      value: facts.concept === null ? '' : conceptLabel(t, facts.concept),
    },
    {
      label: t('residencePages.facts.plotType'),
      value: stage.showPlotType && facts.plotType !== null ? plotTypeLabel(t, facts.plotType) : '',
    },
    {
      label: t('residencePages.facts.homesForSale'),
      value:
        facts.homesForSale > 0 ? t('residencePages.stage.homesCount', { count: facts.homesForSale }) : '',
    },
    {
      label: t('residencePages.facts.homesForRent'),
      value:
        facts.homesForRent > 0 ? t('residencePages.stage.homesCount', { count: facts.homesForRent }) : '',
    },
  ];
  return <FactList facts={rows} />;
}
