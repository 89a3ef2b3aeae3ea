// The interior step of the timeline (issue 15 item 9): one option per choice group, the group's
// default (at no extra cost) until the buyer picks another; the running total is the sum of the
// chosen options' prices. Choices are open up to and including the project's deadline day.

export interface PricedOption {
  id: string;
  groupKey: string;
  price: number;
  isDefault: boolean;
}

/** The chosen option per group: the saved choice when it is an option of that group, else the default. */
export function effectiveChoices(
  options: readonly PricedOption[],
  saved: Readonly<Record<string, string>>,
): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const option of options) {
    const savedId = saved[option.groupKey];
    const savedValid =
      savedId !== undefined && options.some((o) => o.id === savedId && o.groupKey === option.groupKey);
    if (savedValid) chosen[option.groupKey] = savedId;
    else if (option.isDefault && chosen[option.groupKey] === undefined) chosen[option.groupKey] = option.id;
  }
  return chosen;
}

/** The sum of the chosen options' prices (minor units). */
export function interiorTotal(
  options: readonly PricedOption[],
  chosen: Readonly<Record<string, string>>,
): number {
  let total = 0;
  for (const [groupKey, id] of Object.entries(chosen)) {
    const option = options.find((candidate) => candidate.id === id && candidate.groupKey === groupKey);
    if (option) total += option.price;
  }
  return total;
}

/** Whether choices may still change on `today` (YYYY-MM-DD): no deadline set, or not passed yet. */
export function interiorOpen(deadline: string | null, today: string): boolean {
  return deadline === null || today <= deadline;
}
