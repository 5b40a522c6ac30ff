// Form checks (zod and a form's schema) that load the first time the form is checked, not with the
// form: a sign-in dialog opens without them, and they arrive while the buyer types.
import type { FieldValues, Resolver } from 'react-hook-form';
import { toast } from './toast';

/** Loads a form's checks; when they cannot load, says so and fails, so nothing is sent unchecked. */
export async function loadChecks<M>(load: () => Promise<M>): Promise<M> {
  try {
    return await load();
  } catch (error) {
    toast.error('This form could not be checked. Please check your connection and try again.');
    throw error;
  }
}

/** A react-hook-form resolver whose checks load on the first check (the module loader keeps them). */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): Resolver<T> {
  return async (values, context, options) => (await loadChecks(load))(values, context, options);
}
