import type { Topic } from './story-types';

export const energyTopic: Topic = {
  key: 'energy',
  weight: 12,
  hashtags: ['#EnergyTransition', '#EV', '#Solar', '#NetZero'],
  slots: {
    place: [
      'Texas',
      'Bavaria',
      'Andalusia',
      'Gujarat',
      'Ontario',
      'Queensland',
      'Sichuan',
      'Normandy',
      'Nevada',
      'Silesia',
    ],
    automaker: ['Tesla', 'BYD', 'Volkswagen', 'Hyundai', 'Renault', 'Ford', 'Rivian', 'Stellantis'],
    official: [
      'the energy minister',
      'the grid regulator',
      'the state governor',
      'the EU energy commissioner',
    ],
  },
  storylines: [
    {
      key: 'gigafactory',
      weight: 3,
      tone: 0.5,
      titles: [
        '{automaker} to build {n} GWh battery gigafactory in {place}',
        'Battery gigafactory in {place} promises {n},000 jobs',
        '{automaker} picks {place} for new battery cell plant',
      ],
      sentences: [
        '{automaker} said the battery gigafactory in {place} would supply cells for {n} electric vehicle models.',
        'The plant is expected to create thousands of jobs and start battery production in {year}.',
        'Local officials in {place} welcomed the gigafactory investment of ${bn} billion.',
        'Analysts say battery cell capacity is the bottleneck for affordable electric vehicle production.',
      ],
    },
    {
      key: 'ev-sales',
      weight: 3,
      tone: 0.2,
      titles: [
        'Electric vehicle sales jump {pct}% as prices fall',
        'EV sales in {place} hit record share of new cars',
        '{automaker} cuts EV prices again to defend market share',
      ],
      sentences: [
        'Electric vehicle sales rose {pct}% year on year, driven by cheaper battery packs and new models.',
        '{automaker} cut prices on its best-selling EV for the {n}th time this year.',
        'Dealers report waiting lists for compact electric vehicle models under $30,000.',
        'Used EV prices keep falling, which worries leasing companies.',
      ],
    },
    {
      key: 'charging',
      weight: 2,
      tone: -0.3,
      titles: [
        'Drivers complain of broken EV charging stations in {place}',
        'Charging network gaps slow electric vehicle adoption',
        '{official} promises {n},000 new public chargers',
      ],
      sentences: [
        'Drivers say one in {n} public charging stations in {place} is out of order.',
        'The charging network has not kept pace with electric vehicle sales, a consumer group warned.',
        '{official} promised funding for {n},000 fast chargers along motorways.',
        'Charging queues at motorway service stations grew over the holiday weekend.',
      ],
    },
    {
      key: 'solar-tariffs',
      weight: 2,
      tone: -0.2,
      titles: [
        'Solar panel tariffs spark row between installers and manufacturers',
        'Cheap solar imports flood market, tariffs under review',
        'Solar installers warn new tariffs will cost {n},000 jobs',
      ],
      sentences: [
        'Solar installers say tariffs on imported panels would raise rooftop solar costs by {pct}%.',
        'Domestic solar manufacturers argue cheap imports are dumping panels below cost.',
        'The tariff review is due to conclude before {year}, {official} said.',
        'Rooftop solar installations fell {pct}% in the last quarter.',
      ],
    },
    {
      key: 'wind-offshore',
      weight: 2,
      tone: -0.4,
      titles: [
        'Offshore wind farm auction draws no bids',
        'Developer scraps {n} GW offshore wind farm citing costs',
        'Offshore wind farm delays hit climate targets',
      ],
      sentences: [
        'The offshore wind farm auction failed after developers said turbine costs rose {pct}%.',
        'Higher interest rates have made offshore wind farm projects harder to finance.',
        'Unions warned the cancelled wind farm would cost port jobs in {place}.',
        'Turbine makers reported losses and supply chain delays.',
      ],
    },
    {
      key: 'heat-pumps',
      weight: 2,
      tone: 0.3,
      titles: [
        'Heat pump grants doubled to speed home heating switch',
        'Heat pump installations rise {pct}% after subsidy boost',
        'Households weigh heat pump costs as gas boilers phase out',
      ],
      sentences: [
        'The heat pump grant now covers up to {pct}% of installation costs.',
        'Installers say demand for air source heat pump systems has surged in {place}.',
        'Critics note heat pump running costs depend on electricity prices.',
        'The gas boiler phase-out starts in {year} for new homes.',
      ],
    },
    {
      key: 'grid-storage',
      weight: 2,
      tone: 0.4,
      titles: [
        'Grid-scale battery storage project of {n} MW switched on in {place}',
        'Battery storage keeps grid stable during heatwave',
        'Grid operator signs {n} battery storage contracts',
      ],
      sentences: [
        'The grid battery can power {n}0,000 homes for four hours at peak demand.',
        'Battery storage helped the grid absorb record solar output at midday.',
        'The grid operator said storage contracts would cut balancing costs.',
        'Developers are queuing for grid connections in {place}, some for years.',
      ],
    },
    {
      key: 'ev-recall',
      weight: 1,
      tone: -0.8,
      titles: [
        '{automaker} issues EV recall over battery fire risk',
        'Recall of {n},000 electric vehicles after battery fires',
      ],
      sentences: [
        '{automaker} announced a recall of {n},000 electric vehicles after reports of battery fires.',
        'Owners were told to park outside until the battery recall repair is done.',
        'Regulators opened an investigation into the battery supplier.',
      ],
    },
  ],
};

export const climateProtestTopic: Topic = {
  key: 'climate-protests',
  weight: 7,
  hashtags: ['#ClimateStrike', '#ClimateAction', '#JustStopOil'],
  slots: {
    city: [
      'London',
      'Berlin',
      'Paris',
      'The Hague',
      'Madrid',
      'Rome',
      'Vienna',
      'Stockholm',
      'Melbourne',
      'New York',
    ],
    group: ['Extinction Rebellion', 'Just Stop Oil', 'Last Generation', 'Fridays for Future', 'Greenpeace'],
    target: [
      'an oil company headquarters',
      'a private jet terminal',
      'the finance ministry',
      'a coal mine',
      'a motorway',
    ],
  },
  storylines: [
    {
      key: 'motorway-blockade',
      weight: 3,
      tone: -0.5,
      titles: [
        'Climate activists block motorway in {city}, {n}0 arrested',
        '{group} blockade causes hours of traffic chaos in {city}',
        'Police clear climate protest blockade on {city} ring road',
      ],
      sentences: [
        'Climate activists from {group} glued themselves to the road during the morning rush hour in {city}.',
        'Police arrested {n}0 climate protesters after the blockade caused tailbacks of {n} kilometres.',
        'Commuters reacted angrily to the climate blockade, with some dragging activists off the road.',
        '{group} said the climate protest would continue until new oil licences are halted.',
      ],
    },
    {
      key: 'art-protest',
      weight: 2,
      tone: -0.6,
      titles: [
        'Climate activists throw soup at painting in {city} museum',
        'Museum closes gallery after climate protest targets masterpiece',
      ],
      sentences: [
        'Two climate activists threw soup at a glass-protected painting in a {city} museum.',
        'The museum said the painting was undamaged but the frame needed restoration.',
        '{group} defended the climate protest as a way to force attention on fossil fuels.',
      ],
    },
    {
      key: 'protest-law',
      weight: 2,
      tone: -0.3,
      titles: [
        'New law gives police power to stop climate protests before they start',
        'Rights groups condemn crackdown on climate protest',
        'Climate activists jailed under new public order law',
      ],
      sentences: [
        'The new public order law lets police stop climate protests judged to cause serious disruption.',
        'Rights groups said the crackdown on climate protest threatens freedom of assembly.',
        'A court in {city} jailed {n} climate activists for up to {n} years.',
        'Ministers argue the law protects the public from disruptive climate protest tactics.',
      ],
    },
    {
      key: 'youth-strike',
      weight: 2,
      tone: 0.5,
      titles: [
        'Thousands of students join climate strike in {city}',
        'Global climate strike draws {n}00,000 young people',
        'Fridays for Future march fills {city} streets',
      ],
      sentences: [
        'Students skipped school to join the climate strike march through {city}.',
        'Organisers said {n}00,000 people took part in the global climate protest day.',
        'Young climate activists demanded faster cuts in emissions and an end to new fossil fuel projects.',
        'Teachers were divided over whether to excuse students attending the climate march.',
      ],
    },
    {
      key: 'corporate-target',
      weight: 2,
      tone: -0.4,
      titles: ['Climate activists occupy {target} in {city}', '{group} protesters storm {target}'],
      sentences: [
        'Dozens of climate activists occupied {target} in {city} and unfurled banners.',
        'The company said the climate protest disrupted work and called it reckless.',
        '{group} accused the firm of expanding oil and gas drilling despite its net zero pledge.',
      ],
    },
    {
      key: 'hunger-strike',
      weight: 1,
      tone: -0.2,
      titles: [
        'Climate activists on hunger strike outside parliament in {city}',
        'Hunger strike by climate activists enters day {n}',
      ],
      sentences: [
        'Climate activists have been on hunger strike for {n} days outside parliament in {city}.',
        'Doctors warned the health of the hunger strikers is deteriorating.',
        'The activists want a meeting with the prime minister about climate policy.',
      ],
    },
  ],
};

export const waterTopic: Topic = {
  key: 'water',
  weight: 6,
  hashtags: ['#Drought', '#WaterCrisis', '#WaterSecurity'],
  slots: {
    region: [
      'Catalonia',
      'California',
      'Cape Town',
      'Chennai',
      'Sicily',
      'Arizona',
      'Murcia',
      'Uruguay',
      'Tehran',
      'Mexico City',
    ],
    river: ['the Colorado River', 'the Rhine', 'the Po', 'the Ebro', 'the Murray', 'the Danube'],
  },
  storylines: [
    {
      key: 'rationing',
      weight: 3,
      tone: -0.6,
      titles: [
        '{region} declares drought emergency, imposes water rationing',
        'Water rationing extended in {region} as reservoirs fall to {pct}%',
        'Taps run dry for hours as {region} rations water',
      ],
      sentences: [
        'Authorities in {region} declared a drought emergency with reservoir levels at {pct}% of capacity.',
        'Water rationing limits households to {n}0 litres a day and bans garden watering.',
        'Hotels and farmers in {region} say water rationing is hurting business.',
        'Officials warned the drought could last until {year} without heavy rain.',
      ],
    },
    {
      key: 'desalination',
      weight: 2,
      tone: 0.4,
      titles: [
        '{region} approves ${bn} billion desalination plant',
        'Desalination plant to supply {pct}% of {region} drinking water',
      ],
      sentences: [
        'The desalination plant will produce {n}00 million litres of drinking water a day.',
        'Environmental groups worry about brine discharge from desalination and its energy use.',
        'Officials said desalination would protect {region} against future drought.',
      ],
    },
    {
      key: 'river-low',
      weight: 2,
      tone: -0.5,
      titles: [
        'Record low water on {river} halts shipping',
        'Drought shrinks {river} to lowest level in {n}0 years',
      ],
      sentences: [
        'Barges on {river} can only carry a third of their usual cargo because of drought.',
        'Water levels on {river} fell to a record low after months without rain.',
        'Hydropower output dropped as the drought hit reservoirs upstream.',
      ],
    },
    {
      key: 'aquifer',
      weight: 2,
      tone: -0.4,
      titles: [
        'Aquifer depletion threatens farms in {region}',
        'Satellite data show aquifer in {region} sinking fast',
      ],
      sentences: [
        'Farmers in {region} are pumping groundwater faster than the aquifer can recharge.',
        'Researchers found the aquifer dropped {n} metres in a decade.',
        'Illegal wells are draining the aquifer, water officials said.',
      ],
    },
    {
      key: 'water-deal',
      weight: 1,
      tone: 0.3,
      titles: [
        'States reach deal on {river} water shares',
        'Historic water sharing agreement signed for {river}',
      ],
      sentences: [
        'The agreement cuts water allocations from {river} by {pct}% to protect reservoirs.',
        'Cities will pay farmers to leave fields fallow and save water during drought.',
        'Negotiators said the water deal avoids a court fight.',
      ],
    },
    {
      key: 'leaks',
      weight: 1,
      tone: -0.3,
      titles: [
        'Leaky pipes lose {pct}% of water supply in {region}',
        'Water utility fined over leaks during drought',
      ],
      sentences: [
        'The water utility loses {pct}% of treated water through leaking pipes, an audit found.',
        'Customers asked why they face water rationing while leaks go unrepaired.',
        'The regulator ordered the utility to invest in pipe repairs before {year}.',
      ],
    },
  ],
};
