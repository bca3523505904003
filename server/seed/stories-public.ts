import type { Topic } from './story-types';

export const vaccineTopic: Topic = {
  key: 'vaccines',
  weight: 8,
  hashtags: ['#Vaccines', '#PublicHealth', '#VaccinesWork'],
  slots: {
    country: ['the US', 'the UK', 'France', 'Germany', 'Brazil', 'India', 'Canada', 'Australia'],
    disease: ['measles', 'flu', 'RSV', 'whooping cough', 'COVID-19'],
    agency: ['the CDC', 'the WHO', 'the FDA', 'the EMA', 'the NHS'],
  },
  storylines: [
    {
      key: 'measles-outbreak',
      weight: 3,
      tone: -0.6,
      titles: [
        'Measles outbreak grows to {n}00 cases as vaccination rates fall',
        'Measles cases surge in under-vaccinated communities',
        'Health officials urge measles vaccine catch-up',
      ],
      sentences: [
        'The measles outbreak has grown to {n}00 cases, most in unvaccinated children.',
        'Measles vaccination coverage fell below the {pct}% needed for herd immunity.',
        '{agency} urged parents to check their children’s vaccine records.',
        'Schools reported measles exposures and asked unvaccinated pupils to stay home.',
      ],
    },
    {
      key: 'advisory-panel',
      weight: 3,
      tone: -0.3,
      titles: [
        'Vaccine advisory panel overhaul sparks alarm among doctors',
        'New vaccine panel votes to review childhood schedule',
        'Medical groups break with federal vaccine recommendations',
      ],
      sentences: [
        'Doctors said the overhaul of the vaccine advisory panel undermines trust in immunization.',
        'The new panel voted to review the childhood vaccine schedule.',
        'Medical societies issued their own vaccination guidance after the vote.',
      ],
    },
    {
      key: 'flu-season',
      weight: 2,
      tone: 0.2,
      titles: [
        'Flu vaccine uptake lags as season starts early',
        'Pharmacies offer combined flu and COVID-19 vaccine appointments',
      ],
      sentences: [
        'Only {pct}% of adults have had a flu vaccine so far this season.',
        'Pharmacies are offering flu and COVID-19 booster shots in one visit.',
        'Hospitals warned of pressure from an early flu season.',
      ],
    },
    {
      key: 'mrna',
      weight: 2,
      tone: 0.4,
      titles: ['mRNA cancer vaccine shows promise in trial', 'Funding cuts threaten mRNA vaccine research'],
      sentences: [
        'The personalised mRNA vaccine cut the risk of melanoma returning by {pct}%.',
        'Researchers warned that cuts to mRNA vaccine funding would delay trials.',
        'The mRNA vaccine platform can be adapted quickly to new threats.',
      ],
    },
    {
      key: 'mandates',
      weight: 2,
      tone: -0.2,
      titles: [
        'School vaccine mandate exemptions hit record high',
        'State lawmakers move to loosen vaccine mandate rules',
      ],
      sentences: [
        'Exemptions from school vaccine mandate rules reached {pct}% of kindergartners.',
        'The bill would allow parents to opt out of vaccination requirements on personal grounds.',
        'Paediatricians said weaker vaccine mandate laws would bring outbreaks back.',
      ],
    },
    {
      key: 'rsv',
      weight: 1,
      tone: 0.5,
      titles: [
        'RSV immunization for infants cuts hospital admissions by {pct}%',
        'Older adults urged to get RSV vaccine',
      ],
      sentences: [
        'The RSV immunization programme for newborns cut hospital admissions sharply.',
        'Doctors urged adults over {n}5 to get an RSV vaccine before winter.',
        'Supply of the RSV antibody shot was tight in some regions.',
      ],
    },
    {
      key: 'misinformation',
      weight: 1,
      tone: -0.7,
      titles: [
        'Viral video repeats debunked vaccine autism claim',
        'Platforms struggle with vaccine misinformation surge',
      ],
      sentences: [
        'A viral video repeating the debunked claim that vaccines cause autism was viewed {n} million times.',
        'Fact-checkers said the vaccine claims had been disproved by large studies.',
        'Health officials say vaccine misinformation is driving hesitancy.',
      ],
    },
  ],
};

export const electionTopic: Topic = {
  key: 'elections',
  weight: 9,
  hashtags: ['#Election', '#Vote', '#ElectionIntegrity'],
  slots: {
    state: ['Georgia', 'Arizona', 'Pennsylvania', 'Wisconsin', 'Michigan', 'Nevada'],
    country: ['Romania', 'Moldova', 'Brazil', 'the Philippines', 'Germany', 'Kenya'],
  },
  storylines: [
    {
      key: 'audit',
      weight: 3,
      tone: 0.1,
      titles: [
        'Election audit in {state} confirms results',
        'Hand count audit of ballots finds no fraud',
        'Lawmakers order new election audit in {state}',
      ],
      sentences: [
        'The election audit of {n}00,000 ballots in {state} confirmed the certified result.',
        'Auditors found no evidence of fraud that would change the election outcome.',
        'Critics called the new election audit a waste of money.',
      ],
    },
    {
      key: 'foreign-interference',
      weight: 3,
      tone: -0.6,
      titles: [
        'Election annulled in {country} over foreign interference',
        'Bot networks pushed candidate before {country} election, report says',
        'Intelligence report details election interference campaign',
      ],
      sentences: [
        'Authorities in {country} said coordinated bot networks spread election misinformation.',
        'The report found the election interference campaign used {n},000 fake accounts.',
        'Observers said the election integrity concerns were serious but unproven in court.',
      ],
    },
    {
      key: 'voter-rolls',
      weight: 2,
      tone: -0.3,
      titles: [
        'Voter roll purge removes {n}00,000 names in {state}',
        'Voting rights groups sue over voter roll purge',
      ],
      sentences: [
        'Election officials removed {n}00,000 names from voter rolls in {state}.',
        'Voting rights groups say eligible voter registrations were wrongly cancelled.',
        'Officials said the purge protects election integrity by removing dead voters.',
      ],
    },
    {
      key: 'machines',
      weight: 2,
      tone: -0.4,
      titles: [
        'Voting machine security flaws found, officials say no votes affected',
        'County drops voting machines for hand-marked ballots',
      ],
      sentences: [
        'Researchers demonstrated voting machine flaws at a security conference.',
        'Election officials said paper ballots allow an audit of every result.',
        'The county will switch to hand-marked ballots for the next election.',
      ],
    },
    {
      key: 'poll-workers',
      weight: 2,
      tone: -0.5,
      titles: [
        'Poll workers quit amid threats ahead of election',
        'Election officials get security training for polling stations',
      ],
      sentences: [
        'One in {n} election officials reported threats, a survey found.',
        'Counties are struggling to recruit poll workers for polling stations.',
        'Police will patrol polling stations on election day.',
      ],
    },
    {
      key: 'mail-ballots',
      weight: 2,
      tone: 0.0,
      titles: [
        'Court rules on mail ballot deadline in {state}',
        'Mail ballot rejections fall after new signature rules',
      ],
      sentences: [
        'The court ruled mail ballot envelopes arriving after election day cannot be counted.',
        'Mail ballot rejection rates fell to {pct}% after voters could fix signature problems.',
        'Election observers praised the transparent ballot count.',
      ],
    },
  ],
};

export const housingTopic: Topic = {
  key: 'housing',
  weight: 8,
  hashtags: ['#Housing', '#RentCrisis', '#HousingMarket'],
  slots: {
    city: [
      'Dublin',
      'Toronto',
      'Sydney',
      'Lisbon',
      'Barcelona',
      'Berlin',
      'Amsterdam',
      'Austin',
      'Vancouver',
    ],
  },
  storylines: [
    {
      key: 'rents',
      weight: 3,
      tone: -0.6,
      titles: [
        'Rents in {city} rise {pct}% in a year',
        'Renters priced out as {city} rents hit record',
        'Rent controls proposed as rents soar in {city}',
      ],
      sentences: [
        'Average rents in {city} rose {pct}% over the past year to a record high.',
        'Tenants say they spend more than half of their income on rent.',
        'The city council is debating rent controls to slow rent increases.',
      ],
    },
    {
      key: 'mortgage-rates',
      weight: 3,
      tone: 0.2,
      titles: [
        'Mortgage rates fall to lowest level in {n} years',
        'Housing market stirs as mortgage rates ease',
        'First-time buyers return as mortgage costs drop',
      ],
      sentences: [
        'Average mortgage rates fell to {n}.{n}%, the lowest in {n} years.',
        'Estate agents reported more viewings as the housing market recovered.',
        'House prices edged up {pct}% as mortgage approvals rose.',
      ],
    },
    {
      key: 'short-lets',
      weight: 2,
      tone: -0.2,
      titles: [
        '{city} bans new short-term rentals to ease housing shortage',
        'Short-let crackdown returns homes to long-term rent market',
      ],
      sentences: [
        '{city} will stop issuing licences for tourist flats to protect long-term rent supply.',
        'Officials estimate {n},000 homes could return to the rent market.',
        'Landlords say the short-let ban will hurt tourism.',
      ],
    },
    {
      key: 'homelessness',
      weight: 2,
      tone: -0.8,
      titles: [
        'Homelessness hits record high as shelters fill',
        'Families in temporary accommodation up {pct}%',
      ],
      sentences: [
        'Homelessness rose {pct}% last year, with record numbers in temporary accommodation.',
        'Charities blame high rents and a shortage of affordable housing for the rise in homelessness.',
        'Shelters in {city} turned people away during the cold snap.',
      ],
    },
    {
      key: 'building',
      weight: 2,
      tone: 0.3,
      titles: [
        'Plan to build {n}00,000 affordable homes unveiled',
        'Planning reform aims to speed up affordable housing',
      ],
      sentences: [
        'The government plans to build {n}00,000 affordable housing units by {year}.',
        'Planning reforms will fast-track affordable housing near transport links.',
        'Builders warned that labour shortages could slow the affordable housing plan.',
      ],
    },
    {
      key: 'protests',
      weight: 1,
      tone: -0.4,
      titles: ['Thousands march in {city} over housing costs', 'Tenant unions call rent strike in {city}'],
      sentences: [
        'Thousands marched through {city} demanding lower rent and more public housing.',
        'Tenant unions called a rent strike against a large landlord.',
        'Organisers said the housing market works only for investors.',
      ],
    },
  ],
};
