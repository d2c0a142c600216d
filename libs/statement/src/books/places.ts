/**
 * Location tails that card networks print after a merchant's name ("SAFEWAY #1876 SALT LAKE CTY UT",
 * "DELIGHTFUL BREAKFAST SINGAPORE SG"): state, province and country codes, and cities that appear there.
 * Compared upper case, accents removed.
 */
export const REGION_CODES = new Set([
  // US states and territories
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA',
  'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX',
  'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'PR',
  // Canadian provinces, Australian states (as cards print them, sometimes cut to two letters)
  'ON', 'QC', 'BC', 'AB', 'MB', 'SK', 'NS', 'NB', 'NL', 'PE', 'NSW', 'VIC', 'QLD', 'TAS', 'ACT', 'NT', 'VI', 'QL', 'TA', 'AC',
  // Countries (ISO alpha-2 and alpha-3 commonly printed)
  'US', 'USA', 'GB', 'GBR', 'UK', 'AU', 'AUS', 'NZ', 'NZL', 'IE', 'IRL', 'DE', 'DEU', 'FR', 'FRA', 'ES', 'ESP', 'IT', 'ITA', 'NL', 'NLD',
  'BE', 'BEL', 'PT', 'PRT', 'CH', 'CHE', 'AT', 'AUT', 'SE', 'SWE', 'NO', 'NOR', 'DK', 'DNK', 'FI', 'FIN', 'PL', 'POL', 'CZ', 'CZE',
  'SG', 'SGP', 'HK', 'HKG', 'JP', 'JPN', 'CN', 'CHN', 'IN', 'IND', 'ZA', 'ZAF', 'KE', 'KEN', 'NG', 'NGA', 'AE', 'ARE', 'CAN', 'MX', 'MEX',
  'BR', 'BRA', 'CO', 'COL', 'BO', 'BT', 'BA',
]);

/** Regions glued to a country code, as Australian cards print them ("PERTH WAAUS"). */
export const GLUED_REGION = /^(NSW|VIC|QLD|WA|SA|TAS|ACT|NT|NS|VI|QL|TA|AC)AUS$/;

export const CITIES = new Set([
  // United States
  'NEW YORK', 'BROOKLYN', 'LOS ANGELES', 'SAN FRANCISCO', 'SAN DIEGO', 'SAN JOSE', 'LOS GATOS', 'SEATTLE', 'PORTLAND', 'OAKLAND',
  'BOSTON', 'CHICAGO', 'HOUSTON', 'DALLAS', 'AUSTIN', 'DENVER', 'MIAMI', 'TAMPA', 'ORLANDO', 'ATLANTA', 'CHARLOTTE', 'NASHVILLE',
  'PHILADELPHIA', 'PITTSBURGH', 'MINNEAPOLIS', 'DETROIT', 'COLUMBUS', 'CLEVELAND', 'PHOENIX', 'LAS VEGAS', 'SALT LAKE CITY',
  'SALT LAKE CTY', 'JERSEY CITY', 'NEWARK', 'BALTIMORE', 'WASHINGTON', 'SACRAMENTO', 'ST LOUIS', 'KANSAS CITY', 'INDIANAPOLIS',
  'MILWAUKEE', 'RALEIGH', 'RICHMOND', 'NEW ORLEANS', 'HONOLULU', 'ANCHORAGE', 'BOISE', 'ALBANY', 'BUFFALO', 'DUMBO',
  // Canada
  'TORONTO', 'MONTREAL', 'VANCOUVER', 'CALGARY', 'OTTAWA', 'EDMONTON', 'WINNIPEG', 'HALIFAX', 'QUEBEC',
  // United Kingdom and Ireland
  'LONDON', 'MANCHESTER', 'BIRMINGHAM', 'LEEDS', 'LIVERPOOL', 'BRISTOL', 'GLASGOW', 'EDINBURGH', 'CARDIFF', 'BELFAST', 'YORK',
  'NOTTINGHAM', 'SHEFFIELD', 'NEWCASTLE', 'BRIGHTON', 'READING', 'OXFORD', 'CAMBRIDGE', 'LEICESTER', 'COVENTRY', 'SOUTHAMPTON',
  'LUTON', 'DUBLIN', 'CORK', 'GALWAY', 'LIMERICK',
  // Australia and New Zealand
  'SYDNEY', 'MELBOURNE', 'BRISBANE', 'PERTH', 'ADELAIDE', 'HOBART', 'CANBERRA', 'DARWIN', 'FREMANTLE', 'PARRAMATTA', 'BONDI JUNCTION',
  'FORTITUDE VALLEY', 'AUCKLAND', 'WELLINGTON', 'CHRISTCHURCH',
  // Europe
  'BERLIN', 'HAMBURG', 'MUENCHEN', 'MUNCHEN', 'MUNICH', 'KOELN', 'KOLN', 'FRANKFURT', 'STUTTGART', 'DUSSELDORF', 'DUESSELDORF',
  'LEIPZIG', 'DRESDEN', 'HANNOVER', 'NUERNBERG', 'NURNBERG', 'BREMEN', 'ESSEN', 'DORTMUND', 'WIEN', 'VIENNA', 'ZURICH', 'GENEVE',
  'MADRID', 'BARCELONA', 'VALENCIA', 'SEVILLA', 'BILBAO', 'MALAGA', 'ZARAGOZA', 'PALMA', 'PARIS', 'LYON', 'MARSEILLE', 'TOULOUSE',
  'NICE', 'NANTES', 'BORDEAUX', 'LILLE', 'ROMA', 'ROME', 'MILANO', 'MILAN', 'NAPOLI', 'TORINO', 'FIRENZE', 'BOLOGNA', 'AMSTERDAM',
  'ROTTERDAM', 'UTRECHT', 'DEN HAAG', 'EINDHOVEN', 'BRUXELLES', 'BRUSSELS', 'ANTWERPEN', 'LISBOA', 'LISBON', 'PORTO', 'STOCKHOLM',
  'GOTEBORG', 'MALMO', 'OSLO', 'BERGEN', 'KOBENHAVN', 'COPENHAGEN', 'HELSINKI', 'WARSZAWA', 'WARSAW', 'PRAHA', 'PRAGUE', 'BUDAPEST',
  'ATHENS', 'ISTANBUL',
  // Africa, Middle East, Asia, Latin America
  'JOHANNESBURG', 'CAPE TOWN', 'DURBAN', 'PRETORIA', 'SANDTON', 'NAIROBI', 'MOMBASA', 'KISUMU', 'LAGOS', 'ABUJA', 'IKEJA', 'ACCRA',
  'DUBAI', 'ABU DHABI', 'SINGAPORE', 'HONG KONG', 'TOKYO', 'OSAKA', 'SHANGHAI', 'BEIJING', 'MUMBAI', 'DELHI', 'NEW DELHI',
  'BANGALORE', 'BENGALURU', 'CHENNAI', 'KOLKATA', 'HYDERABAD', 'PUNE', 'MEXICO', 'BOGOTA', 'SAO PAULO', 'RIO DE JANEIRO',
  'BUENOS AIRES', 'SANTIAGO', 'LIMA',
]);
