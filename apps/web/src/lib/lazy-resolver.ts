// A react-hook-form resolver whose checks (zod and the form's schema) load the first time the form is
// checked, not with the form: a sign-in dialog opens without them, and they arrive while the buyer types.
import type { FieldValues, Resolver } from 'react-hook-form';
import { toast } from './toast';

export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): Resolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    let resolver: Resolver<T>;
    try {
      resolver = await (loading ??= load());
    } catch (error) {
      loading = undefined; // tried again on the next check; nothing is sent unchecked
      toast.error('This form could not be checked. Please check your connection and try again.');
      throw error;
    }
    return resolver(values, context, options);
  };
}
