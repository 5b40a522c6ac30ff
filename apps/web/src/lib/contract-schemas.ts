// The contract's schemas, which bring zod with them: api-client.ts loads this module with the first
// answer it checks, so the first page's code does not wait for them.
import './zod-config';

export * from '@luxe/contract/schemas';
