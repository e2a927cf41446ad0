// A status machine as plain data, and the helpers that read it. Nothing here throws: an
// illegal move is a value (`ILLEGAL_TRANSITION`) that the API maps to 409 CONFLICT.

export type ActionRule<S extends string> = { readonly from: readonly S[]; readonly to: S };

export type StatusMachine<S extends string, A extends string> = {
  readonly name: string;
  readonly statuses: readonly S[];
  readonly initial: S;
  // Every status is a key; an empty list means the status is final.
  readonly transitions: Readonly<Record<S, readonly S[]>>;
  // What each action may start from and where it leads. An action whose `to` equals a
  // `from` (e.g. rental `extend`) keeps the status.
  readonly actions: Readonly<Record<A, ActionRule<S>>>;
};

export type IllegalTransition<S extends string> = {
  ok: false;
  code: 'ILLEGAL_TRANSITION';
  machine: string;
  from: S;
  to: S;
  allowed: readonly S[];
};

export type TransitionResult<S extends string> =
  { ok: true; from: S; to: S } | IllegalTransition<S>;

export type ActionResult<S extends string, A extends string> =
  { ok: true; action: A; from: S; to: S } | (IllegalTransition<S> & { action: A });

export function canTransition<S extends string, A extends string>(
  machine: StatusMachine<S, A>,
  from: S,
  to: S,
): boolean {
  return machine.transitions[from]?.includes(to) ?? false;
}

export function checkTransition<S extends string, A extends string>(
  machine: StatusMachine<S, A>,
  from: S,
  to: S,
): TransitionResult<S> {
  if (canTransition(machine, from, to)) return { ok: true, from, to };
  return {
    ok: false,
    code: 'ILLEGAL_TRANSITION',
    machine: machine.name,
    from,
    to,
    allowed: machine.transitions[from] ?? [],
  };
}

export function canApply<S extends string, A extends string>(
  machine: StatusMachine<S, A>,
  action: A,
  from: S,
): boolean {
  return machine.actions[action]?.from.includes(from) ?? false;
}

export function applyAction<S extends string, A extends string>(
  machine: StatusMachine<S, A>,
  action: A,
  from: S,
): ActionResult<S, A> {
  const rule: ActionRule<S> | undefined = machine.actions[action];
  const to = rule?.to ?? from;
  if (rule && rule.from.includes(from)) return { ok: true, action, from, to };
  return {
    ok: false,
    code: 'ILLEGAL_TRANSITION',
    machine: machine.name,
    action,
    from,
    to,
    allowed: machine.transitions[from] ?? [],
  };
}

// The actions offered for a record in `status` (quick-action buttons).
export function availableActions<S extends string, A extends string>(
  machine: StatusMachine<S, A>,
  status: S,
): A[] {
  return (Object.keys(machine.actions) as A[]).filter((action) =>
    canApply(machine, action, status),
  );
}

export function isFinalStatus<S extends string, A extends string>(
  machine: StatusMachine<S, A>,
  status: S,
): boolean {
  return (machine.transitions[status] ?? []).length === 0;
}
