import { useEffect, useId, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../../shared/residence/search-constants';
import { useCombobox } from '../../../ui/combobox/use-combobox';
import { FieldMessage } from '../../../ui/form/field-message';
import { RadioGroup } from '../../../ui/form/fields';
import { useSite } from '../../../ui/site-context';
import { type ApartmentHit, type BuildingHit, useBoardSearch } from '../api/case-lookups';
import styles from '../fault-report.module.css';
import { useText } from '../use-text';
import { useWizard } from '../wizard-context';
import { StepFrame } from './step-frame';
import { useStepForm } from './use-step-form';

type Hit = ApartmentHit | BuildingHit;
const isBuilding = (hit: Hit): hit is BuildingHit => 'buildingId' in hit && !('homeNumber' in hit);
const hitId = (hit: Hit) => (isBuilding(hit) ? hit.buildingId : hit.id);
const hitLabel = (hit: Hit) =>
  isBuilding(hit) ? `${hit.name}, ${hit.address}, ${hit.city}` : `${hit.address}, ${hit.zipCode} ${hit.city}`;

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * flows §2.6 search residence (board member with management): a home (search/object) or a
 * building (search/building) of the association, found with the one combobox of the app.
 */
export function SearchResidenceStep() {
  const text = useText();
  const { site } = useSite();
  const { state, dispatch } = useWizard();
  const form = useStepForm();
  const id = useId();
  const type = form.watch('type') as string | undefined;
  const chosenLabel = (form.watch('selectedApartment') as { address?: string } | null | undefined)?.address;
  const [search, setSearch] = useState(state.formData.searchString ?? '');
  const [open, setOpen] = useState(false);
  const query = useDebounced(search, SEARCH_DEBOUNCE_MS);
  const kind = type === 'publicSpace' ? 'building' : 'object';
  const hits = useBoardSearch(kind, query, site.key);
  const options = type ? (hits.data ?? []) : [];

  const previousType = useRef(state.formData.type);
  useEffect(() => {
    if (!type || type === previousType.current) return;
    previousType.current = type as typeof previousType.current;
    form.setValue('selectedApartmentId', '');
    form.setValue('selectedApartment', null);
    dispatch({ type: 'setFormData', formData: { type: type as 'apartment' | 'publicSpace' } });
  }, [type, form, dispatch]);

  const combobox = useCombobox({
    id,
    options,
    optionKey: hitId,
    expanded: open && options.length > 0,
    onOpenChange: setOpen,
    onPick: (hit) => {
      form.setValue('selectedApartmentId', hitId(hit), { shouldValidate: form.formState.isSubmitted });
      form.setValue('selectedApartment', {
        id: hitId(hit),
        address: hitLabel(hit),
        propertyId: hit.propertyId,
        ...(isBuilding(hit)
          ? {}
          : {
              governmentObjectId: hit.governmentObjectId,
              objectTypeId: hit.objectTypeId,
              rentalBuilding: hit.rentalBuilding,
            }),
      });
      form.setValue('fullBuilding', isBuilding(hit));
      setSearch(hitLabel(hit));
      setOpen(false);
    },
  });

  return (
    <StepFrame form={form} beforeNext={() => ({ searchString: search })}>
      <RadioGroup
        name="type"
        label={text('search.kind')}
        options={[
          { value: 'apartment', label: text('search.object') },
          { value: 'publicSpace', label: text('search.building') },
        ]}
      />
      {type && (
        <div className={styles.combobox}>
          <label htmlFor={`${id}-input`}>
            <strong>{text('search.label')}</strong>
          </label>
          <input
            id={`${id}-input`}
            type="text"
            role="combobox"
            aria-expanded={combobox.expanded}
            aria-describedby={`${id}-chosen`}
            autoComplete="off"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setOpen(true);
            }}
            {...combobox.inputProps}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
          />
          <div
            role="listbox"
            aria-label={text('search.label')}
            className={styles.listbox}
            {...combobox.listboxProps}
          >
            {options.map((hit, index) => (
              // biome-ignore lint/a11y/useFocusableInteractive: combobox pattern: focus stays in the input, aria-activedescendant points here
              <div key={hitId(hit)} role="option" className={styles.option} {...combobox.optionProps(index)}>
                {hitLabel(hit)}
              </div>
            ))}
          </div>
          {hits.isSuccess && query.trim() && options.length === 0 && <p>{text('search.noHits')}</p>}
          <p id={`${id}-chosen`} aria-live="polite">
            {chosenLabel ? text('search.chosen', { place: chosenLabel }) : text('search.choose')}
          </p>
          <FieldMessage id={`${id}-error`} name="selectedApartmentId" />
        </div>
      )}
    </StepFrame>
  );
}
