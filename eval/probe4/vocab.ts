// Word banks for probe 4 materials (hand-written for this probe).
export const FIRST = ['Amara', 'Bjorn', 'Chiara', 'Dmitri', 'Elif', 'Farid', 'Greta', 'Hiroshi', 'Ines', 'Jonas', 'Kavya', 'Lukas', 'Mei', 'Nadia', 'Oskar', 'Priya', 'Quentin', 'Rosa', 'Santiago', 'Tamar', 'Ugo', 'Vera', 'Wanjiru', 'Xavier', 'Yusuf', 'Zofia', 'Aleksi', 'Beatriz', 'Cormac', 'Daniela', 'Emeka', 'Fenna', 'Gustavo', 'Hana', 'Ivo', 'Julia', 'Kenji', 'Leila', 'Mateo', 'Noor', 'Olga', 'Pavel', 'Rahul', 'Sigrid', 'Tomasz', 'Uma', 'Viktor', 'Wen', 'Yara', 'Zeynep', 'Anders', 'Bianca', 'Camille', 'Desmond', 'Esther', 'Florin', 'Gideon', 'Helga', 'Imran', 'Jasmin'];
export const LAST = ['Okafor', 'Lindqvist', 'Moretti', 'Volkov', 'Yilmaz', 'Haddad', 'Bauer', 'Tanaka', 'Ferreira', 'Schmidt', 'Reddy', 'Novak', 'Chen', 'Karimi', 'Nilsson', 'Sharma', 'Dubois', 'Alvarez', 'Mendoza', 'Cohen', 'Ricci', 'Popescu', 'Mwangi', 'Laurent', 'Demir', 'Kowalski', 'Virtanen', 'Santos', 'Byrne', 'Horvath', 'Eze', 'Jansen', 'Costa', 'Park', 'Petrov', 'Weber', 'Sato', 'Rahimi', 'Garcia', 'Ahmed', 'Kuznetsova', 'Marin', 'Nguyen', 'Andersen', 'Szabo', 'Hoang', 'Papadopoulos', 'Levi', 'Bondarenko', 'Ionescu'];
export const CITIES = ['Tampere', 'Porto', 'Gdansk', 'Leeds', 'Bilbao', 'Graz', 'Malmo', 'Utrecht', 'Brno', 'Cluj', 'Izmir', 'Pune', 'Da Nang', 'Mombasa', 'Penang', 'Haifa', 'Thessaloniki', 'Lviv', 'Debrecen', 'Shiraz', 'Chiang Mai', 'Aarhus', 'Cork', 'Lyon', 'Turin', 'Valencia', 'Bergen', 'Kraków', 'Ghent', 'Split', 'Nantes', 'Osaka', 'Busan', 'Curitiba', 'Rosario', 'Calgary', 'Halifax', 'Adelaide', 'Dunedin', 'Kigali'];
export const CO_A = ['Norrland', 'Vantor', 'Halcyon', 'Brightwater', 'Kestrel', 'Ostrava', 'Meridian', 'Larkspur', 'Quillon', 'Tessaro', 'Arkwright', 'Solvane', 'Pinecrest', 'Duskfield', 'Corvid', 'Almquist', 'Rivenhall', 'Ferncliff', 'Marlowe', 'Zephyrine', 'Caldera', 'Nimbus', 'Oakhaven', 'Westmarch', 'Ironbridge', 'Selkirk', 'Thornbury', 'Velora', 'Ashgrove', 'Brannock'];
export const CO_B = ['Logistics', 'Robotics', 'Foods', 'Biotech', 'Textiles', 'Analytics', 'Energy', 'Optics', 'Ceramics', 'Pharma', 'Marine', 'Software', 'Instruments', 'Materials', 'Holdings'];
export const PRODUCT_A = ['Aria', 'Beacon', 'Cobalt', 'Delta', 'Ember', 'Falcon', 'Glacier', 'Harbor', 'Ion', 'Juniper', 'Krait', 'Lumen', 'Mistral', 'Nova', 'Orbit', 'Prism', 'Quartz', 'Raven', 'Sable', 'Tundra', 'Umbra', 'Vortex', 'Willow', 'Xenon', 'Yonder', 'Zenith'];
export const PRODUCT_KIND = ['air purifier', 'espresso machine', 'e-bike', 'standing desk', 'robot vacuum', 'noise-cancelling headset', 'smart thermostat', 'portable projector', 'mechanical keyboard', 'water filter', 'electric kettle', 'dash camera', 'label printer', 'mesh router', 'baby monitor'];
export const DEPTS = ['Finance', 'Procurement', 'Legal', 'Customer Success', 'Platform Engineering', 'Data Science', 'Facilities', 'Marketing', 'Security', 'Logistics', 'Quality Assurance', 'People Operations'];
export const SERVICES = ['checkout-svc', 'auth-gateway', 'inventory-api', 'billing-worker', 'search-indexer', 'notif-dispatch', 'media-transcoder', 'ledger-sync', 'cart-svc', 'geo-router'];
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const TOPICS = ['the Q3 roadmap', 'the vendor migration', 'the onboarding flow', 'the pricing page', 'the data retention policy', 'the mobile release', 'the warehouse expansion', 'the SOC 2 audit', 'the hiring plan', 'the on-call rotation', 'the API deprecation', 'the partner program'];

export const FILLER = [
  'Further details are available in the internal wiki, which is updated after every quarterly review.',
  'The figures above were compiled by the operations team and have not yet been audited.',
  'Analysts note that seasonal demand typically peaks in the fourth quarter.',
  'A spokesperson declined to comment on future plans beyond the current fiscal year.',
  'Customers can reach the support desk by phone or through the online portal.',
  'The company says it continues to invest in training and workplace safety.',
  'Local media reported the announcement shortly after the board meeting concluded.',
  'Regulatory filings provide additional context on governance and risk factors.',
  'Industry observers expect consolidation in the sector to continue over the next few years.',
  'Independent reviewers have generally praised the build quality while criticising the price.',
  'The site is accessible by public transport and offers limited visitor parking.',
  'Several competitors have announced similar initiatives in recent months.',
  'The policy applies to all employees, contractors and temporary staff unless stated otherwise.',
  'Historical data before the merger is reported on a pro forma basis.',
  'Sustainability targets are reviewed annually by an external advisory panel.',
  'Pricing may vary by region and is subject to applicable taxes.',
];
