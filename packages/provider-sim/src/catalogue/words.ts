// Word lists the catalogue builds its names from: pleasant, varied and obviously made up.

export const ADJECTIVES = [
  'Amber', 'Silver', 'Golden', 'Velvet', 'Quiet', 'Gentle', 'Wild', 'Electric', 'Midnight', 'Crimson',
  'Blue', 'Emerald', 'Hollow', 'Distant', 'Sunlit', 'Wandering', 'Fading', 'Bright', 'Secret', 'Paper',
  'Neon', 'Lonely', 'Tender', 'Restless', 'Endless', 'Northern', 'Southern', 'Summer', 'Winter', 'Autumn',
  'Spring', 'Glass', 'Cosmic', 'Lucky', 'Sleepy', 'Honey', 'Coral', 'Indigo', 'Scarlet', 'Misty',
  'Golden Hour', 'Faraway', 'Open', 'Hidden', 'Little', 'Brave', 'Soft', 'Broken', 'Shining', 'Slow',
] as const;

export const NOUNS = [
  'River', 'Heart', 'Sky', 'Ocean', 'Garden', 'Harbor', 'Light', 'Shadow', 'Dream', 'Fire',
  'Moon', 'Sun', 'Rain', 'Road', 'Mountain', 'Window', 'Letter', 'Echo', 'Horizon', 'Meadow',
  'Lantern', 'Compass', 'Feather', 'Mirror', 'Island', 'Forest', 'Valley', 'Thunder', 'Canyon', 'Tide',
  'Orchard', 'Station', 'Avenue', 'Balcony', 'Carousel', 'Lighthouse', 'Satellite', 'Postcard', 'Daydream', 'Wildflower',
  'Morning', 'Evening', 'Starlight', 'Heartbeat', 'Kingdom', 'Paradise', 'Weekend', 'Promise', 'Journey', 'Melody',
] as const;

export const PLURAL_NOUNS = [
  'Rivers', 'Hearts', 'Skies', 'Oceans', 'Gardens', 'Lights', 'Shadows', 'Dreams', 'Fires', 'Moons',
  'Roads', 'Mountains', 'Windows', 'Letters', 'Echoes', 'Islands', 'Forests', 'Tides', 'Lanterns', 'Feathers',
  'Wolves', 'Foxes', 'Sparrows', 'Swallows', 'Comets', 'Satellites', 'Strangers', 'Lovers', 'Pilots', 'Sailors',
] as const;

export const VERBS = [
  'Chasing', 'Dancing', 'Falling', 'Running', 'Waiting', 'Dreaming', 'Drifting', 'Holding', 'Calling', 'Burning',
  'Flying', 'Walking', 'Singing', 'Shining', 'Turning', 'Breathing', 'Sailing', 'Wishing', 'Finding', 'Leaving',
] as const;

export const PLACES = [
  'Lisbon', 'Kyoto', 'Havana', 'Marseille', 'Reykjavik', 'Santiago', 'Tangier', 'Oslo', 'Valencia', 'Montreal',
  'Brooklyn', 'Nairobi', 'Sevilla', 'Seoul', 'Istanbul', 'Naples', 'Dublin', 'Berlin', 'Granada', 'Lagos',
] as const;

export const FIRST_NAMES = [
  'Ava', 'Leo', 'Mia', 'Noah', 'Luna', 'Mateo', 'Iris', 'Hugo', 'Nora', 'Elio',
  'Zoe', 'Felix', 'Alma', 'Jonas', 'Clara', 'Theo', 'Ines', 'Oscar', 'Maya', 'Ruben',
  'Sofia', 'Milo', 'Lucia', 'Kai', 'Elena', 'Arlo', 'Vera', 'Sami', 'Ada', 'Nico',
] as const;

export const LAST_NAMES = [
  'Rivers', 'Vale', 'Moreno', 'Hart', 'Castell', 'Lind', 'Sterling', 'Okafor', 'Navarro', 'Blake',
  'Quinn', 'Serrano', 'Holm', 'Reyes', 'Winter', 'Ashby', 'Delgado', 'Frost', 'Marin', 'Sol',
  'Kim', 'Larsen', 'Ortega', 'Bloom', 'Duarte', 'Keller', 'Vidal', 'Stone', 'Aalto', 'Ferro',
] as const;

export const GENRES = [
  'indie pop', 'dream pop', 'synthwave', 'lo-fi', 'folk', 'soul', 'jazz', 'bossa nova', 'chillwave', 'ambient',
  'indie rock', 'electropop', 'r&b', 'flamenco pop', 'afrobeat', 'city pop', 'shoegaze', 'neo soul', 'latin pop', 'downtempo',
] as const;

export const PLAYLIST_MOODS = [
  'Morning Coffee', 'Late Night Drive', 'Sunday Slow', 'Focus Flow', 'Rainy Day', 'Summer Roads', 'Deep Chill',
  'Dinner Party', 'Golden Hour', 'Fresh Finds', 'Weekend Warmup', 'Sleepy Piano', 'Indie Mornings', 'Soft Rock Sunset',
  'Coastal Calm', 'City Lights', 'Dance Kitchen', 'Road Trip', 'Study Break', 'Night Swim',
] as const;

export const LABELS = ['Lantern Records', 'Blue Harbor Music', 'Paper Moon Sound', 'Orchard Lane', 'Tidewater Records'] as const;
