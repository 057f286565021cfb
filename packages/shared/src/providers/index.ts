// The music service behind UpClub, as four capabilities with one implementation per provider.
export * from './capabilities';
export * from './registry';
export * from './traits';
