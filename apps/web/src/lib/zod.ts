// Zod (its small build, as the contract's) for the forms, set up for our content security policy;
// import it from here, never from 'zod'.
import './zod-config';

export { z } from 'zod/mini';
