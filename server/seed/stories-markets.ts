import type { Topic } from './story-types';

export const cryptoTopic: Topic = {
  key: 'crypto',
  weight: 9,
  hashtags: ['#Bitcoin', '#Crypto', '#Ethereum', '#Stablecoins'],
  slots: {
    exchange: ['Binance', 'Coinbase', 'Kraken', 'OKX', 'Bybit'],
    price: ['$98,000', '$104,500', '$112,000', '$87,300', '$121,000'],
  },
  storylines: [
    {
      key: 'bitcoin-record',
      weight: 3,
      tone: 0.6,
      titles: [
        'Bitcoin hits record above {price}',
        'Bitcoin rally lifts crypto stocks',
        'Bitcoin slides {pct}% from record as traders take profits',
      ],
      sentences: [
        'Bitcoin climbed to {price}, a record, as ETF inflows continued.',
        'Crypto stocks rallied with bitcoin, and ethereum rose {pct}%.',
        'Traders warned the bitcoin rally looked stretched after a {pct}% monthly gain.',
      ],
    },
    {
      key: 'etf-flows',
      weight: 2,
      tone: 0.3,
      titles: [
        'Bitcoin ETFs take in ${bn} billion in a week',
        'Ethereum ETF outflows continue for {n}th day',
      ],
      sentences: [
        'Spot bitcoin ETFs recorded ${bn} billion of inflows this week.',
        'Pension funds disclosed stakes in bitcoin ETF products.',
        'Ethereum ETF outflows weighed on crypto sentiment.',
      ],
    },
    {
      key: 'sec-lawsuit',
      weight: 2,
      tone: -0.5,
      titles: [
        'SEC sues {exchange} over unregistered crypto securities',
        '{exchange} settles crypto enforcement case for ${n}00 million',
      ],
      sentences: [
        'The SEC lawsuit accuses {exchange} of operating an unregistered crypto exchange.',
        '{exchange} agreed to pay ${n}00 million to settle the crypto enforcement case.',
        'Crypto lawyers said the enforcement action tests how securities law applies to tokens.',
      ],
    },
    {
      key: 'stablecoin-law',
      weight: 2,
      tone: 0.3,
      titles: [
        'Stablecoin law passes, setting reserve rules',
        'Banks plan their own stablecoin under new law',
      ],
      sentences: [
        'The stablecoin law requires issuers to hold reserves in cash and short-term Treasuries.',
        'Large banks are exploring a joint stablecoin after the law passed.',
        'Stablecoin supply grew to ${bn} billion.',
      ],
    },
    {
      key: 'exchange-hack',
      weight: 2,
      tone: -0.8,
      titles: [
        'Crypto exchange hacked, ${n}00 million in tokens stolen',
        'North Korean hackers blamed for crypto exchange theft',
      ],
      sentences: [
        'Hackers drained ${n}00 million in ethereum from the crypto exchange hot wallet.',
        'Investigators linked the crypto theft to North Korean hackers.',
        'The crypto exchange paused withdrawals and promised to cover losses.',
      ],
    },
    {
      key: 'mining',
      weight: 1,
      tone: -0.3,
      titles: ['Bitcoin miners face profit squeeze after halving', 'Bitcoin miners pivot to AI data centres'],
      sentences: [
        'Bitcoin miners earn half as much per block after the halving.',
        'Several bitcoin mining firms are converting sites into AI data centres.',
        'Electricity costs decide which bitcoin miners survive.',
      ],
    },
  ],
};

export const foodTopic: Topic = {
  key: 'food',
  weight: 7,
  hashtags: ['#FoodPrices', '#CostOfLiving', '#Inflation'],
  slots: {
    item: ['cocoa', 'coffee', 'olive oil', 'eggs', 'beef', 'rice', 'orange juice'],
    country: ['the UK', 'the US', 'Germany', 'Nigeria', 'Egypt', 'Argentina', 'India', 'Japan'],
  },
  storylines: [
    {
      key: 'grocery-inflation',
      weight: 3,
      tone: -0.6,
      titles: [
        'Food inflation rises to {pct}% as grocery prices climb',
        'Grocery prices up again, squeezing households in {country}',
        'Shoppers trade down as food prices bite',
      ],
      sentences: [
        'Food inflation in {country} rose to {pct}%, the highest in {n} months.',
        'Grocery prices for staples such as bread and milk rose sharply.',
        'Supermarkets said shoppers are switching to own-label products as food prices rise.',
      ],
    },
    {
      key: 'commodity-spike',
      weight: 3,
      tone: -0.5,
      titles: [
        '{item} prices hit record as harvests fail',
        'Price of {item} doubles in a year',
        'Chocolate makers raise prices as cocoa soars',
      ],
      sentences: [
        'Wholesale {item} prices reached a record after poor harvests.',
        'Food makers warned that higher {item} costs will feed into grocery prices.',
        'Traders blamed weather and crop disease for the {item} price spike.',
      ],
    },
    {
      key: 'wheat-exports',
      weight: 2,
      tone: -0.3,
      titles: ['Wheat prices jump after export restrictions', 'Black Sea wheat shipments disrupted'],
      sentences: [
        'Wheat futures rose {pct}% after major exporters restricted shipments.',
        'Importers such as {country} depend on Black Sea wheat for bread.',
        'Higher wheat prices raise food prices in poorer countries first.',
      ],
    },
    {
      key: 'fertilizer',
      weight: 2,
      tone: -0.2,
      titles: [
        'Fertilizer costs squeeze farmers ahead of planting',
        'Fertilizer plant closures raise food security fears',
      ],
      sentences: [
        'Fertilizer prices are {pct}% above their average, farmers say.',
        'High gas prices forced fertilizer plants to cut output.',
        'Farmers may use less fertilizer, which could cut yields and push up food prices.',
      ],
    },
    {
      key: 'price-caps',
      weight: 2,
      tone: 0.2,
      titles: [
        'Government agrees food price cap deal with supermarkets',
        'Supermarkets accused of greedflation on food prices',
      ],
      sentences: [
        'Supermarkets agreed to cap prices on {n}0 basic food items.',
        'A report accused retailers of raising food prices faster than costs.',
        'Consumer groups welcomed the food price cap but called it temporary.',
      ],
    },
    {
      key: 'food-banks',
      weight: 1,
      tone: -0.7,
      titles: [
        'Food bank demand hits record as food prices stay high',
        'Food banks run short ahead of winter',
      ],
      sentences: [
        'Food bank use rose {pct}% as food prices stayed high.',
        'Volunteers said working families now rely on food banks.',
        'Charities asked supermarkets to donate surplus food.',
      ],
    },
  ],
};

/** Stories that no workspace query matches: sport, culture and lifestyle. */
export const unmatchedTopic: Topic = {
  key: 'unmatched',
  weight: 9,
  hashtags: ['#Football', '#Movies', '#Travel', '#Foodie'],
  slots: {
    club: ['Arsenal', 'Real Madrid', 'Bayern Munich', 'Inter Milan', 'Flamengo', 'Boca Juniors'],
    film: ['the sequel', 'the animated musical', 'the space western', 'the heist comedy'],
    city: ['Lisbon', 'Kyoto', 'Oaxaca', 'Tbilisi', 'Naples', 'Copenhagen'],
  },
  storylines: [
    {
      key: 'transfer',
      weight: 3,
      tone: 0.3,
      titles: [
        '{club} agree record transfer fee for striker',
        'Transfer window: {club} close in on midfielder',
      ],
      sentences: [
        '{club} agreed a fee of €{n}0 million for the striker.',
        'The midfielder is expected to sign a {n}-year contract.',
        'Fans celebrated the signing outside the stadium.',
      ],
    },
    {
      key: 'box-office',
      weight: 2,
      tone: 0.4,
      titles: [
        '{film} tops box office with ${n}0 million opening',
        'Cinemas cheer as {film} breaks opening weekend record',
      ],
      sentences: [
        '{film} took ${n}0 million in its opening weekend.',
        'Critics praised the cast and the soundtrack.',
        'The studio confirmed another instalment.',
      ],
    },
    {
      key: 'travel',
      weight: 2,
      tone: 0.5,
      titles: [
        'Why {city} is the city break of the year',
        'Weekend in {city}: markets, museums and late dinners',
      ],
      sentences: [
        '{city} has become a favourite for long weekends.',
        'Visitors queue for pastries and natural wine.',
        'Hotels report bookings up {pct}% on last year.',
      ],
    },
    {
      key: 'marathon',
      weight: 1,
      tone: 0.6,
      titles: ['Course record falls at {city} marathon', 'Thousands run the {city} marathon in heat'],
      sentences: [
        'The winner broke the course record by {n} seconds.',
        'Organisers handed out extra water along the route.',
        'Amateur runners raised money for local charities.',
      ],
    },
  ],
};
