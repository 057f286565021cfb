export { UpClubLogo, type UpClubLogoProps } from './UpClubLogo';
