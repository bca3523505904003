import type { Topic } from './story-types';

export const aiTopic: Topic = {
  key: 'ai-regulation',
  weight: 11,
  hashtags: ['#AI', '#AIAct', '#ArtificialIntelligence', '#TechPolicy'],
  slots: {
    lab: ['OpenAI', 'Anthropic', 'Google DeepMind', 'Meta', 'Mistral', 'xAI'],
    body: [
      'the European Commission',
      'the FTC',
      'Ofcom',
      'the US Senate',
      'the CNIL',
      'Japan’s digital agency',
    ],
    capital: ['Brussels', 'Washington', 'London', 'Paris', 'Tokyo', 'Seoul'],
  },
  storylines: [
    {
      key: 'ai-act',
      weight: 3,
      tone: 0.1,
      titles: [
        'EU AI Act obligations for general-purpose models take effect',
        'Companies scramble to comply with AI Act rules',
        'AI Act: what the new rules mean for chatbot makers',
      ],
      sentences: [
        'The AI Act requires providers of general-purpose AI models to publish summaries of training data.',
        'Fines under the AI Act can reach {pct}% of global turnover, regulators in {capital} said.',
        '{lab} said it would sign the AI Act code of practice.',
        'Industry groups asked for a delay to the AI Act compliance deadline.',
      ],
    },
    {
      key: 'copyright',
      weight: 2,
      tone: -0.3,
      titles: [
        'Authors sue {lab} over AI training on copyrighted books',
        'Court rules on AI training and copyright law',
        'News publishers demand payment for AI training data',
      ],
      sentences: [
        'The lawsuit claims {lab} trained its AI model on pirated copies of books.',
        'Copyright law was not written for AI training, the judge noted.',
        'Publishers want licensing deals before their archives are used by AI chatbot makers.',
        'AI companies argue training on public text is fair use under copyright law.',
      ],
    },
    {
      key: 'deepfakes',
      weight: 2,
      tone: -0.6,
      titles: [
        'Lawmakers move to ban AI deepfakes in election ads',
        'AI deepfake of candidate spreads before vote',
        'New law makes sharing AI deepfake images a crime',
      ],
      sentences: [
        'The bill would ban AI-generated deepfakes of candidates in the {n}0 days before a vote.',
        'An AI deepfake audio clip was shared {n}00,000 times before platforms removed it.',
        'Regulators said the deepfake law covers AI images made without consent.',
      ],
    },
    {
      key: 'chatbot-safety',
      weight: 2,
      tone: -0.5,
      titles: [
        '{body} opens probe into AI chatbot safety for teens',
        'AI chatbot gave harmful advice, regulators say',
        'Parents call for AI chatbot age checks',
      ],
      sentences: [
        '{body} opened an investigation into whether the AI chatbot exposes children to harm.',
        'Regulators asked {lab} to explain its chatbot safety testing.',
        'Child safety groups want AI chatbot age verification written into law.',
      ],
    },
    {
      key: 'us-executive',
      weight: 2,
      tone: 0.0,
      titles: [
        'White House issues new AI executive order on federal use',
        'States pass patchwork of AI laws as Congress stalls',
        'US Senate hearing grills AI executives on oversight',
      ],
      sentences: [
        'The executive order directs federal agencies to test AI systems before deployment.',
        'More than {n}0 states have introduced AI bills, creating a patchwork of rules.',
        'Senators pressed {lab} executives on AI oversight and liability at the hearing.',
      ],
    },
    {
      key: 'frontier-safety',
      weight: 2,
      tone: 0.2,
      titles: [
        'AI safety institutes agree on testing of frontier models',
        '{lab} shares frontier AI model with government testers',
        'International AI safety summit ends with joint statement',
      ],
      sentences: [
        'AI safety institutes in {capital} and Washington will jointly test frontier models.',
        '{lab} agreed to give government testers early access to its new AI model.',
        'The summit statement commits signatories to AI risk evaluations before release.',
      ],
    },
    {
      key: 'ai-jobs',
      weight: 2,
      tone: -0.2,
      titles: [
        'Unions demand AI rules to protect workers',
        'AI in hiring: regulators warn of discrimination',
      ],
      sentences: [
        'Unions want AI rules that require consultation before workplace automation.',
        'Regulators warned that AI hiring tools may discriminate against older applicants.',
        'A survey found {pct}% of firms plan to use AI to replace some jobs by {year}.',
      ],
    },
  ],
};

export const chipsTopic: Topic = {
  key: 'chips',
  weight: 9,
  hashtags: ['#Semiconductors', '#Chips', '#SupplyChain'],
  slots: {
    maker: ['TSMC', 'Samsung', 'Intel', 'Micron', 'SK Hynix', 'GlobalFoundries', 'Infineon'],
    site: ['Arizona', 'Dresden', 'Kumamoto', 'Ohio', 'Hsinchu', 'Pyeongtaek', 'Malaysia'],
  },
  storylines: [
    {
      key: 'fab',
      weight: 3,
      tone: 0.4,
      titles: [
        '{maker} breaks ground on ${bn} billion chip fab in {site}',
        'New semiconductor fab in {site} to make {n}nm chips',
        '{maker} delays {site} chip plant by a year',
      ],
      sentences: [
        '{maker} said the {site} fab will produce advanced chips from {year}.',
        'The semiconductor plant will employ {n},000 people when fully running.',
        'Subsidies cover about {pct}% of the cost of the chip fab.',
        'Shortages of skilled technicians have slowed fab construction in {site}.',
      ],
    },
    {
      key: 'export-controls',
      weight: 3,
      tone: -0.4,
      titles: [
        'US tightens export controls on AI chips to China',
        'Chip export controls expanded to cover more equipment',
        'China retaliates against chip export controls with mineral curbs',
      ],
      sentences: [
        'The new export controls restrict sales of advanced AI chips and chip-making tools to China.',
        'Equipment makers said the chip export controls could cut revenue by {pct}%.',
        'Beijing responded to the semiconductor export controls by restricting gallium and germanium exports.',
      ],
    },
    {
      key: 'shortage',
      weight: 2,
      tone: -0.5,
      titles: ['Car makers warn of new chip shortage', 'Memory chip prices jump {pct}% on tight supply'],
      sentences: [
        'Car makers said a shortage of legacy chips could halt production lines within weeks.',
        'Memory chip prices rose {pct}% as AI data centres absorbed supply.',
        'Buyers are stockpiling semiconductor parts ahead of possible disruptions.',
      ],
    },
    {
      key: 'taiwan-risk',
      weight: 2,
      tone: -0.3,
      titles: [
        'Taiwan risk looms over global semiconductor supply chain',
        'Insurers price Taiwan Strait risk into chip supply',
      ],
      sentences: [
        'About {pct}% of the most advanced chips are made in Taiwan, mostly by TSMC.',
        'Military drills near Taiwan revived fears for the semiconductor supply chain.',
        'Customers are asking chip suppliers for plans to diversify production.',
      ],
    },
    {
      key: 'chips-act',
      weight: 2,
      tone: 0.2,
      titles: [
        'Chips Act grants announced for {n} semiconductor projects',
        'Europe’s Chips Act falls short of market share goal, auditors say',
      ],
      sentences: [
        'The Chips Act grants will fund semiconductor research and packaging plants.',
        'Auditors said Europe will miss its goal of {n}0% of global chip production.',
        'Lawmakers want a second Chips Act focused on chip design.',
      ],
    },
    {
      key: 'wafer-materials',
      weight: 1,
      tone: -0.2,
      titles: [
        'Neon and wafer supply tightens for chip makers',
        'Silicon wafer makers raise prices by {pct}%',
      ],
      sentences: [
        'Wafer makers said demand for silicon wafer capacity is sold out until {year}.',
        'Chip makers are securing neon gas supplies outside Ukraine.',
        'Higher wafer prices will feed into semiconductor costs next year.',
      ],
    },
  ],
};

export const cyberTopic: Topic = {
  key: 'cyber',
  weight: 9,
  hashtags: ['#CyberSecurity', '#Ransomware', '#InfoSec'],
  slots: {
    victim: [
      'a hospital group',
      'a regional airport',
      'a city council',
      'a major retailer',
      'a water utility',
      'a logistics firm',
      'a university',
    ],
    gang: ['LockBit', 'BlackCat', 'Scattered Spider', 'Cl0p', 'Akira', 'Rhysida'],
    country: ['Russia', 'North Korea', 'China', 'Iran'],
  },
  storylines: [
    {
      key: 'hospital-ransomware',
      weight: 3,
      tone: -0.8,
      titles: [
        'Ransomware attack forces {victim} offline',
        '{gang} claims ransomware attack on {victim}',
        'Patients diverted after ransomware hits hospitals',
      ],
      sentences: [
        'A ransomware attack encrypted systems at {victim}, forcing staff back to paper records.',
        'The {gang} gang demanded ${n} million in ransom and threatened to leak data.',
        'Ambulances were diverted while hospitals recovered from the ransomware attack.',
        'Investigators believe the hackers got in through a stolen password.',
      ],
    },
    {
      key: 'data-breach',
      weight: 3,
      tone: -0.6,
      titles: [
        'Data breach exposes records of {n} million customers',
        '{victim} confirms data breach after hackers post files',
        'Class action filed over data breach',
      ],
      sentences: [
        'The data breach exposed names, addresses and partial card numbers of {n} million customers.',
        'Hackers published samples of the stolen data on a leak site.',
        'The regulator said it is investigating whether the data breach was reported on time.',
      ],
    },
    {
      key: 'state-hackers',
      weight: 2,
      tone: -0.5,
      titles: [
        'Hackers linked to {country} targeted power grids, agencies warn',
        'Joint advisory names {country} state hackers in cyberattack campaign',
      ],
      sentences: [
        'Security agencies said hackers backed by {country} had been inside networks for months.',
        'The cyberattack campaign targeted telecoms, power grids and water utilities.',
        'Officials urged operators to patch systems and hunt for intrusions.',
      ],
    },
    {
      key: 'zero-day',
      weight: 2,
      tone: -0.4,
      titles: [
        'Zero-day flaw in firewall software exploited in the wild',
        'Emergency patch issued for zero-day vulnerability',
      ],
      sentences: [
        'Attackers exploited a zero-day flaw to break into {n},000 firewalls.',
        'The vendor issued an emergency patch and urged customers to update.',
        'Researchers said the zero-day exploit was sold on criminal forums.',
      ],
    },
    {
      key: 'phishing',
      weight: 2,
      tone: -0.3,
      titles: [
        'Phishing scam impersonating tax office hits inboxes',
        'AI-written phishing emails fool more staff, study finds',
      ],
      sentences: [
        'The phishing emails ask recipients to confirm bank details for a tax refund.',
        'Security firms reported a {pct}% rise in phishing attacks using AI-written text.',
        'Staff training cut phishing click rates by half, the study found.',
      ],
    },
    {
      key: 'ransom-ban',
      weight: 1,
      tone: 0.1,
      titles: [
        'Government proposes ban on ransomware payments by public bodies',
        'Debate grows over banning ransom payments',
      ],
      sentences: [
        'The proposal would ban public bodies from paying ransomware gangs.',
        'Insurers say a ransom payment ban could push attacks to smaller firms.',
        'Victims would have to report ransomware incidents within {n}2 hours.',
      ],
    },
  ],
};

export const spaceTopic: Topic = {
  key: 'space',
  weight: 6,
  hashtags: ['#Space', '#SpaceX', '#Artemis', '#NewSpace'],
  slots: {
    company: ['SpaceX', 'Blue Origin', 'Rocket Lab', 'Arianespace', 'ISRO', 'Firefly'],
    spaceport: ['Cape Canaveral', 'Kourou', 'Sriharikota', 'Mahia', 'Vandenberg', 'Boca Chica'],
  },
  storylines: [
    {
      key: 'starship',
      weight: 3,
      tone: 0.3,
      titles: [
        'Starship rocket reaches orbit on {n}th test flight',
        'SpaceX catches Starship booster again',
        'Starship test flight ends in explosion over the Gulf',
      ],
      sentences: [
        'The Starship rocket lifted off from Boca Chica and reached orbit for the first time.',
        'SpaceX said the booster was caught by the launch tower arms.',
        'Debris from the rocket explosion forced airlines to reroute flights.',
        'Regulators will review the rocket mishap before the next test.',
      ],
    },
    {
      key: 'lunar',
      weight: 2,
      tone: 0.4,
      titles: [
        'Private lunar lander touches down near the Moon’s south pole',
        'Lunar lander tips over after landing, mission cut short',
      ],
      sentences: [
        'The lunar lander carried {n} NASA instruments to the Moon’s south pole.',
        'Engineers said the lunar lander landed on a slope and tipped over.',
        'The mission is part of NASA’s commercial lunar lander programme.',
      ],
    },
    {
      key: 'megaconstellations',
      weight: 2,
      tone: -0.3,
      titles: [
        'Astronomers warn satellite megaconstellations spoil night sky',
        'Satellite count in orbit passes {n}0,000',
      ],
      sentences: [
        'More than {n}0,000 satellites now circle the Earth in low orbit.',
        'Astronomers say bright satellite trails ruin telescope images.',
        'Regulators are weighing rules for satellite deorbiting and space debris.',
      ],
    },
    {
      key: 'european-launch',
      weight: 2,
      tone: 0.1,
      titles: [
        'Ariane 6 rocket launches satellite from Kourou',
        'Europe seeks rocket independence as launch gap closes',
      ],
      sentences: [
        'The Ariane 6 rocket placed a weather satellite into orbit from Kourou.',
        'European officials want a reusable rocket by {year}.',
        'Start-ups are competing for European small rocket contracts.',
      ],
    },
    {
      key: 'space-debris',
      weight: 1,
      tone: -0.5,
      titles: [
        'ISS dodges space debris from broken satellite',
        'Satellite collision risk rises as orbit crowds',
      ],
      sentences: [
        'The space station fired thrusters to avoid debris from a broken satellite.',
        'Tracking firms warn collision risk in low orbit is rising.',
        'A clean-up spacecraft will try to capture an old rocket stage.',
      ],
    },
    {
      key: 'india-space',
      weight: 1,
      tone: 0.5,
      titles: [
        'ISRO launches {n} satellites on a single rocket from Sriharikota',
        'India plans crewed spacecraft flight by {year}',
      ],
      sentences: [
        'ISRO launched {n} satellites on one rocket from Sriharikota.',
        'India’s crewed spacecraft will carry three astronauts into orbit.',
        'Private Indian rocket firms are raising money after the launch success.',
      ],
    },
  ],
};
