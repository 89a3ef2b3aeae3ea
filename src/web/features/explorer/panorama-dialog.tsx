import '@photo-sphere-viewer/core/index.css';
import { Viewer } from '@photo-sphere-viewer/core';
import { Dialog } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import type { View360 } from '../../../shared/explorer/explorer-contracts';
import { useExplorerTranslation } from '../../i18n/explorer-texts';
import { useBackCloses } from '../../ui/history/use-back-closes';
import { Icon } from '../../ui/icon';
import modal from '../../ui/modal/modal.module.css';
import styles from './explorer.module.css';
import { useReturnFocus } from './use-return-focus';

// The 360° view of a home type in Photo Sphere Viewer, a chunk of its own that loads only when
// a card opens it. A picture that fails to load is passed over silently (flows §7.4): the
// viewer stays empty and the rooms can still be chosen.

interface Props {
  view: View360;
  name: string;
  onClose: () => void;
}

export default function PanoramaDialog({ view, name, onClose }: Props) {
  const { t } = useExplorerTranslation();
  const returnFocus = useReturnFocus();
  // A state, not a ref: the dialog's portal mounts its content a render after the dialog, so the
  // viewer is made when the container is there.
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const viewerRef = useRef<Viewer | null>(null);
  const [cameraId, setCameraId] = useState(view.cameras[0]?.id ?? '');
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const camera = view.cameras.find((candidate) => candidate.id === cameraId) ?? view.cameras[0];

  // One viewer per dialog; the first picture is given at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the viewer is made once its container is there; camera changes go through setPanorama below.
  useEffect(() => {
    if (!container || !camera) return;
    let viewer: Viewer;
    try {
      viewer = new Viewer({
        container,
        panorama: camera.imageUrl,
        navbar: false,
        loadingTxt: '',
        keyboard: 'always',
        mousewheelCtrlKey: true,
        touchmoveTwoFingers: false,
        defaultZoomLvl: 30,
      });
    } catch {
      setState('failed');
      return;
    }
    viewerRef.current = viewer;
    viewer.addEventListener('panorama-loaded', () => setState('ready'));
    viewer.addEventListener('panorama-error', () => setState('failed'));
    return () => {
      viewerRef.current = null;
      viewer.destroy();
    };
  }, [container]);

  const choose = (id: string) => {
    const next = view.cameras.find((candidate) => candidate.id === id);
    if (!next || id === cameraId) return;
    setCameraId(id);
    setState('loading');
    viewerRef.current?.setPanorama(next.imageUrl).catch(() => setState('failed'));
  };

  // flows §4.7: Back closes the 360° view.
  useBackCloses(true, onClose);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={modal.overlay} />
        <Dialog.Content
          className={`${modal.dialog} ${styles.panoramaDialog}`}
          data-panorama-dialog=""
          onCloseAutoFocus={returnFocus}
        >
          <div className={modal.header}>
            <div>
              <Dialog.Title className={modal.title}>{t('panorama.title', { name })}</Dialog.Title>
              <Dialog.Description className={styles.muted}>{t('panorama.hint')}</Dialog.Description>
            </div>
            <Dialog.Close className={modal.close} aria-label={t('card.close')}>
              <Icon name="close" size={22} />
            </Dialog.Close>
          </div>
          <fieldset className={styles.archetypes}>
            <legend className={styles.visuallyHidden}>{t('panorama.cameras')}</legend>
            {view.cameras.map((candidate) => (
              <label key={candidate.id} className={styles.chip}>
                <input
                  type="radio"
                  name="panorama-camera"
                  value={candidate.id}
                  checked={candidate.id === cameraId}
                  onChange={() => choose(candidate.id)}
                />
                {t(`rooms.${candidate.room}`)}
              </label>
            ))}
          </fieldset>
          <div
            ref={setContainer}
            className={styles.panorama}
            role="img"
            aria-label={t('panorama.label', { room: camera ? t(`rooms.${camera.room}`).toLowerCase() : '' })}
            data-panorama-state={state}
            data-panorama-camera={cameraId}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
