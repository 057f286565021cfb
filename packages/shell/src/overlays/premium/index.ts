export { PremiumRequiredModal, PREMIUM_REQUIRED_TEXT } from './PremiumRequiredModal';
