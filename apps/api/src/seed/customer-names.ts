// Names and places the demo customers are drawn from. A name is its Latin spelling, and for
// Arabic names also the Arabic one: some customers type their name in Arabic script.
export type SeedName = readonly [latin: string, arabic?: string];

export type Origin = {
  /** ISO 3166-1 alpha-2 */
  nationality: string;
  male: readonly SeedName[];
  female: readonly SeedName[];
  family: readonly SeedName[];
};

export const origins = {
  SA: {
    nationality: 'SA',
    male: [
      ['Mohammed', 'محمد'],
      ['Abdulrahman', 'عبدالرحمن'],
      ['Fahad', 'فهد'],
      ['Turki', 'تركي'],
      ['Sultan', 'سلطان'],
      ['Nasser', 'ناصر'],
      ['Majed', 'ماجد'],
      ['Bandar', 'بندر'],
      ['Saud', 'سعود'],
      ['Yousef', 'يوسف'],
      ['Abdulaziz', 'عبدالعزيز'],
      ['Hamad', 'حمد'],
      ['Meshari', 'مشاري'],
      ['Ibrahim', 'إبراهيم'],
    ],
    female: [
      ['Sara', 'سارة'],
      ['Lama', 'لمى'],
      ['Hessa', 'حصة'],
      ['Nouf', 'نوف'],
      ['Maha', 'مها'],
      ['Jawaher', 'جواهر'],
      ['Dalal', 'دلال'],
      ['Haifa', 'هيفاء'],
      ['Abeer', 'عبير'],
    ],
    family: [
      ['Al-Dosari', 'الدوسري'],
      ['Al-Subaie', 'السبيعي'],
      ['Al-Shammari', 'الشمري'],
      ['Al-Mutairi', 'المطيري'],
      ['Al-Zahrani', 'الزهراني'],
      ['Al-Anazi', 'العنزي'],
      ['Al-Malki', 'المالكي'],
      ['Al-Juhani', 'الجهني'],
      ['Al-Rashidi', 'الرشيدي'],
      ['Al-Tamimi', 'التميمي'],
      ['Al-Yami', 'اليامي'],
      ['Al-Shahrani', 'الشهراني'],
      ['Al-Harthi', 'الحارثي'],
      ['Al-Sudairi', 'السديري'],
      ['Al-Amoudi', 'العمودي'],
      ['Al-Asiri', 'العسيري'],
    ],
  },
  AE: {
    nationality: 'AE',
    male: [
      ['Mohammed', 'محمد'],
      ['Khalifa', 'خليفة'],
      ['Sultan', 'سلطان'],
      ['Ahmed', 'أحمد'],
      ['Majid', 'ماجد'],
      ['Obaid', 'عبيد'],
      ['Humaid', 'حميد'],
    ],
    female: [
      ['Fatima', 'فاطمة'],
      ['Shamma', 'شما'],
      ['Maitha', 'ميثاء'],
      ['Hind', 'هند'],
    ],
    family: [
      ['Al-Mazrouei', 'المزروعي'],
      ['Al-Shamsi', 'الشامسي'],
      ['Al-Kaabi', 'الكعبي'],
      ['Al-Dhaheri', 'الظاهري'],
      ['Al-Marri', 'المري'],
      ['Al-Hammadi', 'الحمادي'],
      ['Al-Muhairi', 'المهيري'],
    ],
  },
  KW: {
    nationality: 'KW',
    male: [
      ['Mubarak', 'مبارك'],
      ['Bader', 'بدر'],
      ['Jassim', 'جاسم'],
      ['Talal', 'طلال'],
    ],
    female: [
      ['Dana', 'دانة'],
      ['Latifa', 'لطيفة'],
    ],
    family: [
      ['Al-Rashed', 'الراشد'],
      ['Al-Ajmi', 'العجمي'],
      ['Al-Enezi', 'العنزي'],
      ['Behbehani', 'بهبهاني'],
      ['Al-Kandari', 'الكندري'],
    ],
  },
  EG: {
    nationality: 'EG',
    male: [
      ['Mahmoud', 'محمود'],
      ['Mostafa', 'مصطفى'],
      ['Karim', 'كريم'],
      ['Tarek', 'طارق'],
      ['Amr', 'عمرو'],
      ['Hany', 'هاني'],
    ],
    female: [
      ['Nourhan', 'نورهان'],
      ['Yasmin', 'ياسمين'],
      ['Mai', 'مي'],
    ],
    family: [
      ['Abdel Fattah', 'عبد الفتاح'],
      ['El-Sayed', 'السيد'],
      ['Hassan', 'حسن'],
      ['Mansour', 'منصور'],
      ['Farouk', 'فاروق'],
      ['Shawky', 'شوقي'],
      ['Naguib', 'نجيب'],
    ],
  },
  JO: {
    nationality: 'JO',
    male: [
      ['Ayman', 'أيمن'],
      ['Rami', 'رامي'],
    ],
    female: [['Rana', 'رنا']],
    family: [
      ['Haddadin', 'حدادين'],
      ['Al-Masri', 'المصري'],
      ['Obeidat', 'عبيدات'],
    ],
  },
  IN: {
    nationality: 'IN',
    male: [['Rahul'], ['Arjun'], ['Vikram'], ['Sanjay'], ['Anil'], ['Mohammed Shafi'], ['Rajesh']],
    female: [['Priya'], ['Anjali'], ['Deepa'], ['Lakshmi']],
    family: [
      ['Sharma'],
      ['Nair'],
      ['Menon'],
      ['Reddy'],
      ['Iyer'],
      ['Patel'],
      ['Kutty'],
      ['Pillai'],
    ],
  },
  PK: {
    nationality: 'PK',
    male: [['Imran'], ['Usman'], ['Bilal'], ['Faisal'], ['Hamza'], ['Asif']],
    female: [['Ayesha'], ['Sana'], ['Hira']],
    family: [['Khan'], ['Siddiqui'], ['Butt'], ['Malik'], ['Chaudhry'], ['Sheikh']],
  },
  PH: {
    nationality: 'PH',
    male: [['Jose Miguel'], ['Mark Anthony'], ['Ramon'], ['Jericho']],
    female: [['Maria Cristina'], ['Jennifer'], ['Rowena'], ['Kathleen']],
    family: [['Dela Cruz'], ['Santos'], ['Reyes'], ['Bautista'], ['Villanueva'], ['Mendoza']],
  },
  GB: {
    nationality: 'GB',
    male: [['James'], ['Oliver'], ['Thomas'], ['Daniel']],
    female: [['Charlotte'], ['Emily'], ['Sophie']],
    family: [['Whitfield'], ['Harrington'], ['Blackwood'], ['Pemberton'], ["O'Connor"]],
  },
  US: {
    nationality: 'US',
    male: [['Michael'], ['Christopher'], ['Ryan']],
    female: [['Jessica'], ['Ashley'], ['Megan']],
    family: [['Thompson'], ['Rodriguez'], ['Caldwell'], ['Bennett']],
  },
} satisfies Record<string, Origin>;

export type OriginCode = keyof typeof origins;

export type PlaceCountry = 'SA' | 'AE' | 'KW' | 'GB' | 'US';
export type Place = {
  city: string;
  state: string;
  streets: readonly string[];
  postal: number | null;
};

/** Where the customer lives and holds their phone: the cities the demo companies serve. */
export const places: Record<PlaceCountry, readonly Place[]> = {
  SA: [
    {
      city: 'Riyadh',
      state: 'Riyadh Province',
      streets: [
        'Olaya Street, Al Olaya',
        'Takhassusi Street, Al Rahmaniyah',
        'Prince Turki Road, Al Nakheel',
        'Anas Bin Malik Road, Al Malqa',
      ],
      postal: 12_211,
    },
    {
      city: 'Jeddah',
      state: 'Makkah Province',
      streets: [
        'Tahlia Street, Al Andalus',
        'Prince Sultan Road, Al Zahra',
        'Corniche Road, Al Shati',
      ],
      postal: 23_411,
    },
    {
      city: 'Dammam',
      state: 'Eastern Province',
      streets: ['King Saud Street, Al Faisaliyah', 'Prince Mohammed Bin Fahd Road, Al Shati'],
      postal: 32_241,
    },
    {
      city: 'Al Khobar',
      state: 'Eastern Province',
      streets: ['Prince Turki Street, Al Yarmouk', 'King Fahd Road, Al Ulaya'],
      postal: 34_447,
    },
  ],
  AE: [
    {
      city: 'Dubai',
      state: 'Dubai',
      streets: ['Al Wasl Road, Jumeirah', 'Marina Walk, Dubai Marina', 'Al Khail Road, Al Quoz'],
      postal: null,
    },
    {
      city: 'Abu Dhabi',
      state: 'Abu Dhabi',
      streets: ['Corniche Road West, Al Khalidiyah', 'Airport Road, Al Muroor'],
      postal: null,
    },
    { city: 'Sharjah', state: 'Sharjah', streets: ['Al Taawun Street, Al Taawun'], postal: null },
  ],
  KW: [
    {
      city: 'Kuwait City',
      state: 'Al Asimah',
      streets: ['Gulf Road, Sharq', 'Fahad Al-Salem Street, Qibla'],
      postal: 13_001,
    },
  ],
  GB: [
    {
      city: 'London',
      state: 'Greater London',
      streets: ['12 Kensington Church Street', '48 Marylebone High Street'],
      postal: null,
    },
  ],
  US: [
    {
      city: 'Houston',
      state: 'Texas',
      streets: ['2200 Post Oak Boulevard', '1400 Smith Street'],
      postal: 77_056,
    },
  ],
};

/** Companies that rent on account; the contact person is the customer record. */
export const corporateAccounts = [
  { name: 'Sahara Logistics Co.', domain: 'saharalogistics.example' },
  { name: 'Najd Engineering Consultants', domain: 'najd-eng.example' },
  { name: 'Red Sea Hospitality Group', domain: 'redseahospitality.example' },
  { name: 'Gulf Petrochemical Services', domain: 'gulfpetroservices.example' },
  { name: 'Al Waha Medical Centre', domain: 'alwahamedical.example' },
  { name: 'Crescent Events & Exhibitions', domain: 'crescentevents.example' },
];

export const personalMailDomains = ['example.com', 'example.net', 'example.org'];

export const relationships = [
  'Brother',
  'Wife',
  'Husband',
  'Father',
  'Sister',
  'Friend',
  'Colleague',
];

export const customerNotes = [
  'Prefers SUVs for family trips; asks for a child seat.',
  'Frequent airport pickups, usually late-night flights.',
  'Weekend rentals only. Pays by card at pickup.',
  'Long-term rental customer, monthly invoices.',
  'Asked to be called before any extension is charged.',
];

export const statusReasons = {
  suspended: [
    'Two unpaid traffic fines from the last rental',
    'Vehicle returned with undeclared damage; claim under review',
    'Payment card declined on three rentals in a row',
  ],
  blacklisted: ['Vehicle taken across the border without permission and returned late by 9 days'],
  inactive: ['Customer asked to close the account', 'Moved abroad'],
} as const;
