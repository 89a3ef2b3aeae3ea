import { Dialog } from 'radix-ui';
import { useState } from 'react';
import type {
  Archetype,
  ExplorerHomeType,
  ExplorerObject,
  View360,
} from '../../../shared/explorer/explorer-contracts';
import { OBJECT_STATUS } from '../../../shared/residence/residence-enums';
import { routeFor, withQuery } from '../../../shared/sites/routes';
import type { SiteKey } from '../../../shared/sites/site-types';
import { useExplorerTranslation } from '../../i18n/explorer-texts';
import { AppLink } from '../../ui/app-link';
import { useBackCloses } from '../../ui/history/use-back-closes';
import { Icon } from '../../ui/icon';
import { loadable } from '../../ui/loadable';
import modal from '../../ui/modal/modal.module.css';
import styles from './explorer.module.css';
import type { HomeTexts } from './explorer-display';
import { FloorPlan } from './floor-plan';
import { useReturnFocus } from './use-return-focus';

// The card of one home: its facts, the hours of direct sun on the chosen day, links to the
// object page and to booking, its floor plan with furnishing archetypes, and its 360° view
// (Photo Sphere Viewer loads only when that opens).
const PanoramaDialog = loadable(() => import('./panorama-dialog').then((module) => module.default));

interface Props {
  apt: ExplorerObject;
  texts: HomeTexts;
  status: string;
  facing: string;
  sunHours: string;
  sunHoursLabel: string;
  siteKey: SiteKey;
  homeType: ExplorerHomeType | undefined;
  view360: View360 | undefined;
  archetypes: readonly Archetype[];
  onClose: () => void;
}

export function HomeCard(props: Props) {
  const {
    apt,
    texts,
    status,
    facing,
    sunHours,
    sunHoursLabel,
    siteKey,
    homeType,
    view360,
    archetypes,
    onClose,
  } = props;
  const { t } = useExplorerTranslation();
  const returnFocus = useReturnFocus();
  const [archetypeId, setArchetypeId] = useState(archetypes[0]?.id ?? null);
  const [panoramaOpen, setPanoramaOpen] = useState(false);
  const archetype = archetypes.find((candidate) => candidate.id === archetypeId) ?? null;
  const booking = routeFor(siteKey, 'clickToBuy');
  const bookable = booking && apt.objectStatus === OBJECT_STATUS.forSale && apt.price !== null;
  const facts: [string, string][] = [
    [t('card.rooms'), texts.rooms],
    [t('card.area'), texts.area],
    [apt.price === null ? t('card.rent') : t('card.price'), texts.price],
    [t('card.floor'), String(apt.floor)],
    [t('card.facing'), facing],
    [sunHoursLabel, sunHours],
  ];
  if (apt.possibleRooms.length > 1)
    facts.splice(1, 0, [t('card.possibleRooms'), apt.possibleRooms.join(', ')]);
  // flows §4.7: Back closes the card (and a 360° view opened from it first).
  useBackCloses(true, onClose);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={modal.overlay} />
        <Dialog.Content
          className={`${modal.dialog} ${styles.card}`}
          data-home-card={apt.id}
          onCloseAutoFocus={returnFocus}
        >
          <div className={modal.header}>
            <div>
              <Dialog.Title className={modal.title}>{apt.apartmentNumber}</Dialog.Title>
              <Dialog.Description className={styles.cardStatus} data-card-status={apt.objectStatus}>
                {status}
              </Dialog.Description>
            </div>
            <Dialog.Close className={modal.close} aria-label={t('card.close')}>
              <Icon name="close" size={22} />
            </Dialog.Close>
          </div>
          <dl className={styles.facts}>
            {facts.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <div className={styles.cardActions}>
            <AppLink href={apt.url} className={styles.primary} data-card-link="object">
              {t('card.objectPage')}
            </AppLink>
            {bookable && (
              <AppLink
                href={withQuery(booking, { objectId: apt.id })}
                className={styles.secondary}
                data-card-link="book"
              >
                {t('card.book')}
              </AppLink>
            )}
            {view360 && view360.cameras.length > 0 && (
              <button
                type="button"
                className={styles.secondary}
                onClick={() => setPanoramaOpen(true)}
                data-open-360=""
              >
                {t('card.view360')}
              </button>
            )}
          </div>
          {homeType && (
            <section className={styles.furnishing} aria-labelledby={`furnishing-${apt.id}`}>
              <h3 id={`furnishing-${apt.id}`} className={styles.subheading}>
                {t('card.furnishing')}
              </h3>
              {archetypes.length > 0 && (
                <fieldset className={styles.archetypes}>
                  <legend className={styles.visuallyHidden}>{t('card.archetype')}</legend>
                  {archetypes.map((candidate) => (
                    <label key={candidate.id} className={styles.chip}>
                      <input
                        type="radio"
                        name={`archetype-${apt.id}`}
                        value={candidate.id}
                        checked={candidate.id === archetypeId}
                        onChange={() => setArchetypeId(candidate.id)}
                      />
                      {t(`archetypes.${candidate.id}`)}
                    </label>
                  ))}
                </fieldset>
              )}
              <FloorPlan
                homeType={homeType}
                archetype={archetype}
                label={t('card.plan', {
                  rooms: texts.rooms,
                  archetype: archetype ? t(`archetypes.${archetype.id}`).toLowerCase() : '',
                })}
              />
            </section>
          )}
          {panoramaOpen && view360 && (
            <PanoramaDialog
              view={view360}
              name={apt.apartmentNumber}
              onClose={() => setPanoramaOpen(false)}
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
