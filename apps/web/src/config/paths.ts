/** The web app's one import point for route paths; they are written once in shared. */
export { paths, type SignupAccountType } from '@trademate/shared/paths';
