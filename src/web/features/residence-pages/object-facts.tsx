import { formatArea } from '../../../shared/format/area';
import { formatCurrency } from '../../../shared/format/currency';
import { formatRooms } from '../../../shared/format/rooms';
import type { ObjectPageViewModel } from '../../../shared/residence/residence-page-view-models';
import { useSiteLocale } from '../../i18n/use-site-locale';
import { useTranslation } from '../../i18n/use-translation';
import { useSite } from '../../ui/site-context';
import { type Fact, FactList } from './fact-list';
import {
  directionLabel,
  homeTypeLabel,
  moveInLabel,
  objectStatusLabel,
  objectStatusTone,
  outdoorSpaceLabel,
  parkingLabel,
  plotTypeLabel,
  tenureLabel,
} from './residence-labels';
import { StatusBadge } from './status-badge';

/** Everything a buyer compares between homes, in the order they ask. */
export function ObjectFacts({ home }: { home: ObjectPageViewModel }) {
  const { t } = useTranslation();
  const locale = useSiteLocale();
  const { site } = useSite();
  const country = site.country;
  const rows: Fact[] = [
    // A rental has no sale price: its monthly rent takes the price's place.
    home.price === null
      ? {
          label: t('residence.facts.rent'),
          value: t('residence.facts.perMonth', { amount: formatCurrency(home.monthlyFee, country) }),
          emphasis: true,
        }
      : { label: t('residence.facts.price'), value: formatCurrency(home.price, country), emphasis: true },
    {
      label: t('residence.facts.totalPrice'),
      value: country === 'FI' && home.totalPrice !== null ? formatCurrency(home.totalPrice, country) : '',
    },
    {
      label: t('residence.facts.monthlyFee'),
      value: home.price === null ? '' : formatCurrency(home.monthlyFee, country),
    },
    { label: t('residence.facts.rooms'), value: formatRooms(home.rooms, null, locale) },
    { label: t('residence.facts.livingArea'), value: formatArea(home.livingArea, locale) },
    { label: t('residence.facts.plotArea'), value: home.plotArea ? formatArea(home.plotArea, locale) : '' },
    {
      label: t('residence.facts.floor'),
      value: t('residence.facts.floorOf', { floor: home.floor, floors: home.buildingFloors }),
    },
    { label: t('residence.facts.tenure'), value: tenureLabel(t, home.tenure) },
    { label: t('residence.facts.homeType'), value: homeTypeLabel(t, home.constructionForm) },
    {
      label: t('residence.facts.outdoorSpaces'),
      value: home.outdoorSpaces
        .map((id) => outdoorSpaceLabel(t, id))
        .filter(Boolean)
        .join(', '),
    },
    { label: t('residence.facts.parking'), value: parkingLabel(t, home.parking) },
    { label: t('residence.facts.direction'), value: directionLabel(t, home.direction) },
    {
      label: t('residencePages.facts.plotType'),
      value: home.showPlotType && home.plotType !== null ? plotTypeLabel(t, home.plotType) : '',
    },
    {
      label: t('residence.facts.moveIn'),
      value: moveInLabel(home.inhabitDate, home.inhabitDetermined, home.today, locale),
    },
    {
      label: t('residence.facts.status'),
      value: (
        <StatusBadge
          label={objectStatusLabel(t, home.status, home.price === null)}
          tone={objectStatusTone(home.status)}
        />
      ),
    },
  ];
  return <FactList facts={rows} />;
}
