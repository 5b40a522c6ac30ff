// The wishlist: a signed-in buyer's hearts.
export { wishlistRoutes } from './routes';
