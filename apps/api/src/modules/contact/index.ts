// Messages to the team from the contact page.
export { contactRoutes } from './routes';
