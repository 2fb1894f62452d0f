import { map, type MapStore } from 'nanostores';
import { hasProblems, type Problem, type Problems } from './problems';
import { createRequest, type Request, type RequestOptions } from './request';

/** A check of one field, run in the browser before the form is sent: the problem, or none. */
export type FieldCheck<T, V> = (value: T, values: V) => Problem | undefined;

export type FieldChecks<V> = { readonly [K in keyof V]?: FieldCheck<V[K], V> };

export interface FormOptions<V extends object> extends Omit<RequestOptions<keyof V & string>, 'fields'> {
  readonly initial: V;
  readonly checks?: FieldChecks<V>;
  /** Further names the API may put errors under (besides the form's own values), e.g. `current_password`. */
  readonly fields?: readonly string[];
}

/** A form as a store: its values, the request that sends them, and the checks that run first. */
export interface Form<V extends object> {
  readonly $values: MapStore<V>;
  readonly request: Request<keyof V & string>;
  set<K extends keyof V & string>(name: K, value: V[K]): void;
  /** Takes several values at once (an answer of the API, what the browser filled in before hydration). */
  assign(values: Partial<V>): void;
  /**
   * Runs the checks; with no problem, `send(values)` through the request's phases (a
   * second submit while one runs is ignored). Resolves whether it was sent and succeeded.
   */
  submit(send: (values: V) => Promise<void>): Promise<boolean>;
}

/** Runs each field's check; the problems of the fields that fail. */
export function validate<V extends object>(values: V, checks: FieldChecks<V>): Problems<keyof V & string> {
  const fields: Partial<Record<keyof V & string, Problem>> = {};
  for (const name of Object.keys(checks) as (keyof V & string)[]) {
    const problem = checks[name]?.(values[name], values);
    if (problem) fields[name] = problem;
  }
  return { fields };
}

export function createForm<V extends object>({
  initial,
  checks = {},
  fields = [],
  ...options
}: FormOptions<V>): Form<V> {
  const $values = map<V>(initial);
  const request = createRequest<keyof V & string>({
    ...options,
    fields: [...Object.keys(initial), ...fields] as (keyof V & string)[],
  });
  return {
    $values,
    request,
    set: (name, value) => $values.set({ ...$values.get(), [name]: value }),
    assign: (values) => $values.set({ ...$values.get(), ...values }),
    async submit(send) {
      if (request.$state.get().phase === 'loading') return false;
      const values = $values.get();
      const problems = validate(values, checks);
      if (hasProblems(problems)) {
        request.reject(problems);
        return false;
      }
      return request.run(() => send(values));
    },
  };
}
