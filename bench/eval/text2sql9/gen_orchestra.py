# ruff: noqa: B007  -- kept as its writer wrote it: data.sql regenerates byte for byte
"""Lake Michigan Symphony Orchestra (LMSO), Chicago: the 2024-25 season (2024-09-21 .. 2025-06-20). Terse
abbreviated legacy column names, plural lower-case tables: venues, composers, works, musicians, concerts,
programs (concert <-> work link, with the featured soloist), tickets. Members and guest artists share the
`musicians` table (`typ` M / G); composer names are stored "Last, First" (a few in Chinese characters, a few
with diacritics: Dvořák, Schönberg, Bartók); salaries and soloist fees in dollars, ticket prices in cents,
durations in minutes; SMALLINT 0/1 flags."""

from __future__ import annotations

import datetime as dt
import random

from seedtools import iso, unique_int

# key, "Last, First", nationality, born, died (None = living)
COMPOSERS = [
    ("beethoven", "Beethoven, Ludwig van", "DE", 1770, 1827),
    ("brahms", "Brahms, Johannes", "DE", 1833, 1897),
    ("mozart", "Mozart, Wolfgang Amadeus", "AT", 1756, 1791),
    ("dvorak", "Dvořák, Antonín", "CZ", 1841, 1904),
    ("tchaikovsky", "Tchaikovsky, Pyotr Ilyich", "RU", 1840, 1893),
    ("mahler", "Mahler, Gustav", "AT", 1860, 1911),
    ("bruckner", "Bruckner, Anton", "AT", 1824, 1896),
    ("rstrauss", "Strauss, Richard", "DE", 1864, 1949),
    ("jstrauss", "Strauss II, Johann", "AT", 1825, 1899),
    ("mendelssohn", "Mendelssohn, Felix", "DE", 1809, 1847),
    ("rschumann", "Schumann, Robert", "DE", 1810, 1856),
    ("cschumann", "Schumann, Clara", "DE", 1819, 1896),
    ("haydn", "Haydn, Joseph", "AT", 1732, 1809),
    ("bach", "Bach, Johann Sebastian", "DE", 1685, 1750),
    ("rachmaninoff", "Rachmaninoff, Sergei", "RU", 1873, 1943),
    ("shostakovich", "Shostakovich, Dmitri", "RU", 1906, 1975),
    ("prokofiev", "Prokofiev, Sergei", "RU", 1891, 1953),
    ("stravinsky", "Stravinsky, Igor", "RU", 1882, 1971),
    ("ravel", "Ravel, Maurice", "FR", 1875, 1937),
    ("debussy", "Debussy, Claude", "FR", 1862, 1918),
    ("berlioz", "Berlioz, Hector", "FR", 1803, 1869),
    ("sibelius", "Sibelius, Jean", "FI", 1865, 1957),
    ("grieg", "Grieg, Edvard", "NO", 1843, 1907),
    ("elgar", "Elgar, Edward", "GB", 1857, 1934),
    ("rvw", "Vaughan Williams, Ralph", "GB", 1872, 1958),
    ("holst", "Holst, Gustav", "GB", 1874, 1934),
    ("copland", "Copland, Aaron", "US", 1900, 1990),
    ("bernstein", "Bernstein, Leonard", "US", 1918, 1990),
    ("gershwin", "Gershwin, George", "US", 1898, 1937),
    ("barber", "Barber, Samuel", "US", 1910, 1981),
    ("price", "Price, Florence", "US", 1887, 1953),
    ("anderson", "Anderson, Leroy", "US", 1908, 1975),
    ("jwilliams", "Williams, John", "US", 1932, None),
    ("montgomery", "Montgomery, Jessie", "US", 1981, None),
    ("adams", "Adams, John", "US", 1947, None),
    ("okonkwo", "Okonkwo, Adaeze", "US", 1988, None),
    ("tandun", "谭盾", "CN", 1957, None),
    ("chenqigang", "陈其钢", "CN", 1951, None),
    ("zhoulong", "Zhou, Long", "CN", 1953, None),
    ("schoenberg", "Schönberg, Arnold", "AT", 1874, 1951),
    ("bartok", "Bartók, Béla", "HU", 1881, 1945),
    ("saariaho", "Saariaho, Kaija", "FI", 1952, 2023),
    ("part", "Pärt, Arvo", "EE", 1935, None),
    ("weber", "Weber, Carl Maria von", "DE", 1786, 1826),
    ("verdi", "Verdi, Giuseppe", "IT", 1813, 1901),
    ("smetana", "Smetana, Bedřich", "CZ", 1824, 1884),
    ("mussorgsky", "Mussorgsky, Modest", "RU", 1839, 1881),
    ("rimsky", "Rimsky-Korsakov, Nikolai", "RU", 1844, 1908),
    ("bruch", "Bruch, Max", "DE", 1838, 1920),  # catalogued, no works entered yet
]

# key, composer, title, catalogue no., year, minutes, form, chorus, commission
WORKS = [
    ("b5", "beethoven", "Symphony No. 5 in C minor", "Op. 67", 1808, 31, "SYM", 0, 0),
    ("b9", "beethoven", 'Symphony No. 9 in D minor "Choral"', "Op. 125", 1824, 67, "SYM", 1, 0),
    ("bpc4", "beethoven", "Piano Concerto No. 4 in G major", "Op. 58", 1806, 34, "CON", 0, 0),
    ("bvc", "beethoven", "Violin Concerto in D major", "Op. 61", 1806, 42, "CON", 0, 0),
    ("egmont", "beethoven", "Egmont Overture", "Op. 84", 1810, 9, "OVT", 0, 0),
    ("brahms1", "brahms", "Symphony No. 1 in C minor", "Op. 68", 1876, 46, "SYM", 0, 0),
    ("brahms4", "brahms", "Symphony No. 4 in E minor", "Op. 98", 1885, 40, "SYM", 0, 0),
    ("brahmspc2", "brahms", "Piano Concerto No. 2 in B-flat major", "Op. 83", 1881, 48, "CON", 0, 0),
    ("academic", "brahms", "Academic Festival Overture", "Op. 80", 1880, 10, "OVT", 0, 0),
    ("jupiter", "mozart", 'Symphony No. 41 in C major "Jupiter"', "K. 551", 1788, 33, "SYM", 0, 0),
    ("mozcl", "mozart", "Clarinet Concerto in A major", "K. 622", 1791, 28, "CON", 0, 0),
    ("magicflute", "mozart", "The Magic Flute: Overture", "K. 620", 1791, 7, "OVT", 0, 0),
    ("mozreq", "mozart", "Requiem in D minor", "K. 626", 1791, 55, "CHO", 1, 0),
    ("dv9", "dvorak", 'Symphony No. 9 in E minor "From the New World"', "Op. 95", 1893, 41, "SYM", 0, 0),
    ("dvcc", "dvorak", "Cello Concerto in B minor", "Op. 104", 1895, 39, "CON", 0, 0),
    ("carnival", "dvorak", "Carnival Overture", "Op. 92", 1891, 9, "OVT", 0, 0),
    ("tch6", "tchaikovsky", 'Symphony No. 6 in B minor "Pathétique"', "Op. 74", 1893, 45, "SYM", 0, 0),
    ("tchpc1", "tchaikovsky", "Piano Concerto No. 1 in B-flat minor", "Op. 23", 1875, 35, "CON", 0, 0),
    ("tchvc", "tchaikovsky", "Violin Concerto in D major", "Op. 35", 1878, 34, "CON", 0, 0),
    ("nutsuite", "tchaikovsky", "The Nutcracker: Suite", "Op. 71a", 1892, 23, "STE", 0, 0),
    ("1812", "tchaikovsky", "1812 Overture", "Op. 49", 1880, 16, "OVT", 0, 0),
    ("mahler2", "mahler", 'Symphony No. 2 in C minor "Resurrection"', None, 1894, 82, "SYM", 1, 0),
    ("mahler5", "mahler", "Symphony No. 5 in C-sharp minor", None, 1902, 70, "SYM", 0, 0),
    ("bruckner7", "bruckner", "Symphony No. 7 in E major", "WAB 107", 1883, 65, "SYM", 0, 0),
    ("zarathustra", "rstrauss", "Also sprach Zarathustra", "Op. 30", 1896, 33, "TPM", 0, 0),
    ("fourlast", "rstrauss", "Vier letzte Lieder", "TrV 296", 1948, 23, "VOC", 0, 0),
    ("donjuan", "rstrauss", "Don Juan", "Op. 20", 1888, 17, "TPM", 0, 0),
    ("bluedanube", "jstrauss", "The Blue Danube", "Op. 314", 1866, 10, "ORC", 0, 0),
    ("fledermaus", "jstrauss", "Die Fledermaus: Overture", None, 1874, 8, "OVT", 0, 0),
    ("mendvc", "mendelssohn", "Violin Concerto in E minor", "Op. 64", 1844, 27, "CON", 0, 0),
    ("italian", "mendelssohn", 'Symphony No. 4 in A major "Italian"', "Op. 90", 1833, 29, "SYM", 0, 0),
    ("midsummer", "mendelssohn", "A Midsummer Night's Dream: Overture", "Op. 21", 1826, 12, "OVT", 0, 0),
    ("schumannpc", "rschumann", "Piano Concerto in A minor", "Op. 54", 1845, 31, "CON", 0, 0),
    ("rhenish", "rschumann", 'Symphony No. 3 in E-flat major "Rhenish"', "Op. 97", 1850, 32, "SYM", 0, 0),
    ("claracon", "cschumann", "Piano Concerto in A minor", "Op. 7", 1835, 24, "CON", 0, 0),
    ("haydn104", "haydn", 'Symphony No. 104 in D major "London"', "Hob. I:104", 1795, 28, "SYM", 0, 0),
    ("haydntp", "haydn", "Trumpet Concerto in E-flat major", "Hob. VIIe:1", 1796, 15, "CON", 0, 0),
    ("brand3", "bach", "Brandenburg Concerto No. 3 in G major", "BWV 1048", 1721, 12, "CON", 0, 0),
    ("orchsuite3", "bach", "Orchestral Suite No. 3 in D major", "BWV 1068", 1730, 21, "STE", 0, 0),
    ("rach2", "rachmaninoff", "Piano Concerto No. 2 in C minor", "Op. 18", 1901, 34, "CON", 0, 0),
    ("paganini", "rachmaninoff", "Rhapsody on a Theme of Paganini", "Op. 43", 1934, 23, "CON", 0, 0),
    ("symdances", "rachmaninoff", "Symphonic Dances", "Op. 45", 1940, 35, "ORC", 0, 0),
    ("shost5", "shostakovich", "Symphony No. 5 in D minor", "Op. 47", 1937, 46, "SYM", 0, 0),
    ("shostcc1", "shostakovich", "Cello Concerto No. 1 in E-flat major", "Op. 107", 1959, 28, "CON", 0, 0),
    ("festive", "shostakovich", "Festive Overture", "Op. 96", 1954, 6, "OVT", 0, 0),
    ("peter", "prokofiev", "Peter and the Wolf", "Op. 67", 1936, 26, "ORC", 0, 0),
    ("romeo", "prokofiev", "Romeo and Juliet: Suite", "Op. 64", 1936, 38, "STE", 0, 0),
    ("prok3", "prokofiev", "Piano Concerto No. 3 in C major", "Op. 26", 1921, 27, "CON", 0, 0),
    ("rite", "stravinsky", "The Rite of Spring", None, 1913, 34, "ORC", 0, 0),
    ("firebird", "stravinsky", "The Firebird: Suite (1919)", None, 1919, 22, "STE", 0, 0),
    ("bolero", "ravel", "Boléro", None, 1928, 15, "ORC", 0, 0),
    ("daphnis", "ravel", "Daphnis et Chloé: Suite No. 2", None, 1913, 17, "STE", 1, 0),
    ("ravelpc", "ravel", "Piano Concerto in G major", None, 1931, 22, "CON", 0, 0),
    ("lamer", "debussy", "La Mer", "L. 109", 1905, 24, "TPM", 0, 0),
    ("faune", "debussy", "Prélude à l'après-midi d'un faune", "L. 86", 1894, 10, "TPM", 0, 0),
    ("fantastique", "berlioz", "Symphonie fantastique", "Op. 14", 1830, 50, "SYM", 0, 0),
    ("sib2", "sibelius", "Symphony No. 2 in D major", "Op. 43", 1902, 44, "SYM", 0, 0),
    ("sibvc", "sibelius", "Violin Concerto in D minor", "Op. 47", 1905, 32, "CON", 0, 0),
    ("finlandia", "sibelius", "Finlandia", "Op. 26", 1900, 8, "TPM", 0, 0),
    ("griegpc", "grieg", "Piano Concerto in A minor", "Op. 16", 1868, 30, "CON", 0, 0),
    ("peergynt", "grieg", "Peer Gynt Suite No. 1", "Op. 46", 1888, 14, "STE", 0, 0),
    ("enigma", "elgar", "Enigma Variations", "Op. 36", 1899, 29, "ORC", 0, 0),
    ("elgarcc", "elgar", "Cello Concerto in E minor", "Op. 85", 1919, 30, "CON", 0, 0),
    ("lark", "rvw", "The Lark Ascending", None, 1920, 15, "ORC", 0, 0),
    ("planets", "holst", "The Planets", "Op. 32", 1916, 50, "STE", 1, 0),
    ("appalachian", "copland", "Appalachian Spring: Suite", None, 1944, 25, "STE", 0, 0),
    ("fanfare", "copland", "Fanfare for the Common Man", None, 1942, 4, "ORC", 0, 0),
    ("candide", "bernstein", "Candide: Overture", None, 1956, 5, "OVT", 0, 0),
    ("wsstory", "bernstein", "Symphonic Dances from West Side Story", None, 1961, 23, "STE", 0, 0),
    ("rhapsody", "gershwin", "Rhapsody in Blue", None, 1924, 17, "CON", 0, 0),
    ("americanparis", "gershwin", "An American in Paris", None, 1928, 18, "TPM", 0, 0),
    ("adagio", "barber", "Adagio for Strings", "Op. 11", 1936, 8, "ORC", 0, 0),
    ("barbervc", "barber", "Violin Concerto", "Op. 14", 1939, 24, "CON", 0, 0),
    ("price1", "price", "Symphony No. 1 in E minor", None, 1932, 38, "SYM", 0, 0),
    ("sleighride", "anderson", "Sleigh Ride", None, 1948, 3, "ORC", 0, 0),
    ("xmasfest", "anderson", "A Christmas Festival", None, 1950, 9, "ORC", 0, 0),
    ("starwars", "jwilliams", "Star Wars Suite", None, 1977, 31, "STE", 0, 0),
    ("raiders", "jwilliams", "Raiders March", None, 1981, 5, "ORC", 0, 0),
    ("starburst", "montgomery", "Starburst", None, 2012, 4, "ORC", 0, 0),
    ("soulforce", "montgomery", "Soul Force", None, 2015, 11, "ORC", 0, 0),
    ("shortride", "adams", "Short Ride in a Fast Machine", None, 1986, 4, "ORC", 0, 0),
    ("harmonielehre", "adams", "Harmonielehre", None, 1985, 40, "ORC", 0, 0),
    ("lakeeffect", "okonkwo", "Lake Effect", None, 2024, 14, "ORC", 0, 1),
    ("internetsym", "tandun", 'Internet Symphony "Eroica"', None, 2008, 5, "ORC", 0, 0),
    ("crouching", "tandun", "Crouching Tiger Concerto", None, 2000, 32, "CON", 0, 0),
    ("wuxing", "chenqigang", "五行", None, 1999, 11, "ORC", 0, 0),
    ("erhuang", "chenqigang", "Er Huang", None, 2009, 18, "CON", 0, 0),
    ("taigu", "zhoulong", "The Rhyme of Taigu", None, 2003, 13, "ORC", 0, 0),
    ("verklaerte", "schoenberg", "Verklärte Nacht", "Op. 4", 1917, 30, "ORC", 0, 0),
    ("fivepieces", "schoenberg", "Five Pieces for Orchestra", "Op. 16", 1909, 17, "ORC", 0, 0),
    ("bartokcfo", "bartok", "Concerto for Orchestra", "Sz. 116", 1943, 38, "ORC", 0, 0),
    ("cieldhiver", "saariaho", "Ciel d'hiver", None, 2013, 9, "ORC", 0, 0),
    ("cantus", "part", "Cantus in Memoriam Benjamin Britten", None, 1977, 6, "ORC", 0, 0),
    ("freischuetz", "weber", "Der Freischütz: Overture", "Op. 77", 1821, 10, "OVT", 0, 0),
    ("verdireq", "verdi", "Messa da Requiem", None, 1874, 85, "CHO", 1, 0),
    ("vltava", "smetana", "Vltava (The Moldau)", None, 1874, 12, "TPM", 0, 0),
    ("pictures", "mussorgsky", "Pictures at an Exhibition (orch. Ravel)", None, 1922, 33, "STE", 0, 0),
    ("scheherazade", "rimsky", "Scheherazade", "Op. 35", 1888, 42, "STE", 0, 0),
]

# venue: name, neighborhood, capacity, indoor, nightly hire (None = home hall), zones
VENUES = [
    ("Auditorium Theatre", "Loop", 3875, 1, None),
    ("Harris Theater for Music and Dance", "Millennium Park", 1499, 1, "9500.00"),
    ("Jay Pritzker Pavilion", "Millennium Park", 11000, 0, "22000.00"),
    ("Pick-Staiger Concert Hall", "Evanston", 1003, 1, "6800.00"),
    ("Fourth Presbyterian Church", "Near North Side", 1400, 1, "3500.00"),
    ("Ravinia Pavilion", "Highland Park", 3400, 0, "18500.00"),
    ("Preston Bradley Hall", "Loop", 700, 1, "2750.00"),
    ("Studebaker Theater", "Loop", 740, 1, "4200.00"),  # no concerts this season
]
ZONES = {  # venue id -> zone -> full (Classics) price in cents; SERIES_FACTOR scales it per series
    1: {"MF": 9800, "BX": 14500, "DC": 7600, "BL": 5400, "GL": 3500},
    2: {"OR": 3200, "MZ": 2600, "BL": 1800},
    4: {"MF": 6500, "BL": 4200},
    5: {"GA": 4000},
    6: {"PV": 8800, "LN": 2800},
    7: {"GA": 3500},
}
SERIES_FACTOR = {"CL": 100, "PP": 92, "SP": 150, "FM": 100, "CH": 100, "OD": 100}

# members: last, first, instrument, section, chair, nationality
MEMBERS = [
    ("Lindgren", "Rebecca", "violin", "VN1", "C", "US"),
    ("Herrera", "Tomás", "violin", "VN1", "A", "MX"),
    ("Park", "Hye-jin", "violin", "VN1", "T", "KR"),
    ("O'Donnell", "Michael", "violin", "VN1", "T", "US"),
    ("Sato", "Yuna", "violin", "VN1", "T", "JP"),
    ("Weiss", "Daniel", "violin", "VN1", "T", "US"),
    ("Raman", "Priya", "violin", "VN1", "T", "US"),
    ("Volkov", "Alexei", "violin", "VN1", "T", "RU"),
    ("Chen", "Grace", "violin", "VN1", "T", "US"),
    ("Adeyemi", "Samuel", "violin", "VN1", "T", "US"),
    ("Haugen", "Ingrid", "violin", "VN1", "T", "NO"),
    ("Miller", "Sarah", "violin", "VN1", "T", "US"),
    ("Li", "Wen", "violin", "VN2", "P", "CN"),
    ("Pierce", "Jonathan", "violin", "VN2", "A", "US"),
    ("Dubois", "Claire", "violin", "VN2", "T", "FR"),
    ("Mori", "Kenji", "violin", "VN2", "T", "JP"),
    ("Ruiz", "Natalia", "violin", "VN2", "T", "US"),
    ("Brooks", "Ethan", "violin", "VN2", "T", "US"),
    ("Wu", "Mei-ling", "violin", "VN2", "T", "TW"),
    ("Petrenko", "Olga", "violin", "VN2", "T", "UA"),
    ("Green", "Marcus", "violin", "VN2", "T", "US"),
    ("Goldberg", "Hannah", "violin", "VN2", "T", "US"),
    ("Albrecht", "Stefan", "viola", "VLA", "P", "DE"),
    ("Kim", "Laura", "viola", "VLA", "A", "US"),
    ("Cohen", "David", "viola", "VLA", "T", "US"),
    ("Jiménez", "Rosa", "viola", "VLA", "T", "ES"),
    ("Hart", "Benjamin", "viola", "VLA", "T", "US"),
    ("Tanaka", "Aiko", "viola", "VLA", "T", "JP"),
    ("Byrne", "Liam", "viola", "VLA", "T", "IE"),
    ("Haddad", "Fatima", "viola", "VLA", "T", "US"),
    ("Marsh", "Julian", "cello", "VC", "P", "GB"),
    ("Lee", "Sun-hee", "cello", "VC", "A", "KR"),
    ("Novak", "Peter", "cello", "VC", "T", "CZ"),
    ("Russo", "Elena", "cello", "VC", "T", "IT"),
    ("Becker", "Thomas", "cello", "VC", "T", "DE"),
    ("Zhao", "Yan", "cello", "VC", "T", "CN"),
    ("Ortiz", "Carmen", "cello", "VC", "T", "US"),
    ("Kowalski", "Robert", "double bass", "DB", "P", "US"),
    ("Jackson", "Andre", "double bass", "DB", "A", "US"),
    ("Eriksson", "Nils", "double bass", "DB", "T", "SE"),
    ("Patel", "Maya", "double bass", "DB", "T", "US"),
    ("DeLuca", "Frank", "double bass", "DB", "T", "US"),
    ("Laurent", "Isabelle", "flute", "FL", "P", "FR"),
    ("Nguyen", "Chloe", "flute", "FL", "T", "US"),
    ("Stone", "Gabriel", "piccolo", "FL", "T", "US"),
    ("Walsh", "Henry", "oboe", "OB", "P", "US"),
    ("Costa", "Ana", "oboe", "OB", "T", "BR"),
    ("Katz", "Miriam", "english horn", "OB", "T", "US"),
    ("Alvarez", "Victor", "clarinet", "CL", "P", "US"),
    ("Wang", "Jin", "clarinet", "CL", "T", "CN"),
    ("Schneider", "Paul", "bass clarinet", "CL", "T", "US"),
    ("Keller", "Martin", "bassoon", "BN", "P", "CH"),
    ("Fairbanks", "Lucy", "bassoon", "BN", "T", "US"),
    ("Lindholm", "Oscar", "contrabassoon", "BN", "T", "SE"),
    ("Miller", "Sarah", "horn", "HN", "P", "US"),
    ("Whitaker", "James", "horn", "HN", "A", "US"),
    ("Popescu", "Nadia", "horn", "HN", "T", "RO"),
    ("Doyle", "Kevin", "horn", "HN", "T", "US"),
    ("Choi", "Eun-ji", "horn", "HN", "T", "KR"),
    ("Reed", "Marcus", "trumpet", "TP", "P", "US"),
    ("Morales", "Diego", "trumpet", "TP", "A", "US"),
    ("Hansen", "Tyler", "trumpet", "TP", "T", "US"),
    ("Hall", "Christopher", "trombone", "TB", "P", "US"),
    ("Mitchell", "Brian", "trombone", "TB", "T", "US"),
    ("Thompson", "Ray", "bass trombone", "TB", "T", "US"),
    ("McKay", "Gordon", "tuba", "TU", "P", "GB"),
    ("Jensen", "Lars", "timpani", "TIM", "P", "DK"),
    ("Williams", "Keisha", "percussion", "PRC", "P", "US"),
    ("Fischer", "Noah", "percussion", "PRC", "T", "US"),
    ("Zhou", "Ming", "percussion", "PRC", "T", "CN"),
    ("Girard", "Sophie", "harp", "HP", "P", "CA"),
    ("Cho", "Alan", "piano", "KB", "P", "US"),
]
NEW_HIRES = {
    ("Stone", "Gabriel"): "2024-09-03",
    ("Choi", "Eun-ji"): "2024-09-03",
    ("Kim", "Laura"): "2023-09-05",
    ("Haddad", "Fatima"): "2023-09-05",
    ("Hansen", "Tyler"): "2022-09-06",
}
ON_LEAVE = {("Volkov", "Alexei"), ("Becker", "Thomas"), ("Doyle", "Kevin")}
SALARY = {"C": (455000, 475000), "P": (188000, 290000), "A": (166000, 196000), "T": (138000, 162000)}

# staff conductors (members) and guest artists: key, last, first, type, instrument, nationality, birth date
STAFF_CONDUCTORS = [
    ("grossmann", "Großmann", "Maximilian", "M", "conductor", "DE", "1966-08-21", "2019-07-01", 1250000),
    ("okafor", "Okafor", "Aisha", "M", "conductor", "US", "1988-02-11", "2022-08-15", 148750),
]
GUESTS = [
    ("lindqvist", "Lindqvist", "Hannu", "conductor", "FI", "1968-03-14"),
    ("takeda", "Takeda", "Jun", "conductor", "JP", "1975-11-02"),
    ("lin", "林", "晓岚", "conductor", "CN", "1983-06-18"),
    ("ashdown", "Ashdown", "Colin", "conductor", "GB", "1952-01-30"),
    ("vasquez", "Vásquez", "Elena", "conductor", "VE", None),
    ("zhou", "周", "雨桐", "piano", "CN", "1996-04-09"),
    ("arai", "Arai", "Yuki", "piano", "JP", "1991-12-01"),
    ("brandtner", "Brandtner", "Lukas", "piano", "AT", "1987-05-27"),
    ("reyes", "Reyes", "Daniel", "piano", "US", None),
    ("chen", "陈", "思妤", "violin", "CN", "1998-10-15"),
    ("voss", "Voss", "Hilary", "violin", "US", "1980-07-04"),
    ("kowalczyk", "Kowalczyk", "Marta", "violin", "PL", "1989-02-19"),
    ("sato", "Sato", "Emi", "violin", "JP", "1994-09-30"),  # withdrew: no engagements
    ("hsu", "Hsu", "Wei-lun", "cello", "TW", "1985-01-22"),
    ("lefevre", "Lefèvre", "Camille", "cello", "FR", "1990-03-08"),
    ("koessler", "Kößler", "Friederike", "soprano", "DE", "1979-11-11"),
    ("hartley", "Hartley", "Joan", "narrator", "US", None),
]
MEMBER_SOLOISTS = {
    "lindgren": ("Lindgren", "Rebecca"),
    "alvarez": ("Alvarez", "Victor"),
    "reed": ("Reed", "Marcus"),
}

# title, series, conductor (None = no conductor), venue, performances ("YYYY-MM-DD HH:MM" or (when, venue)),
# works: key or (key, soloist, fee in dollars or None), ticket demand
PROGRAMS = [
    (
        "Opening Night Gala",
        "SP",
        "grossmann",
        1,
        ["2024-09-21 19:00"],
        ["festive", ("rach2", "zhou", 45000), "zarathustra"],
        70,
    ),
    (
        "Beethoven Five",
        "CL",
        "grossmann",
        1,
        ["2024-09-26 19:30", "2024-09-27 13:30", "2024-09-28 19:30"],
        ["egmont", ("bpc4", "brandtner", 32000), "b5"],
        30,
    ),
    (
        "Bruckner at 200",
        "CL",
        "grossmann",
        1,
        ["2024-10-03 19:30", "2024-10-05 19:30"],
        ["cantus", "bruckner7"],
        16,
    ),
    (
        "From the New World",
        "CL",
        "lindqvist",
        1,
        ["2024-10-10 19:30", "2024-10-11 13:30", "2024-10-12 19:30"],
        ["starburst", ("dvcc", "hsu", 28000), "dv9"],
        27,
    ),
    (
        "Peter and the Wolf",
        "FM",
        "okafor",
        2,
        ["2024-10-19 11:00"],
        ["fanfare", ("peter", "hartley", 2500)],
        24,
    ),
    (
        "Schoenberg 150",
        "CL",
        "grossmann",
        1,
        ["2024-10-24 19:30", "2024-10-26 19:30"],
        ["verklaerte", ("fourlast", "koessler", 30000), "donjuan"],
        13,
    ),
    (
        "Bach by Candlelight",
        "CH",
        None,
        5,
        ["2024-11-03 15:00"],
        ["brand3", "orchsuite3", ("haydntp", "reed", None)],
        20,
    ),
    (
        "Pathétique",
        "CL",
        "takeda",
        1,
        ["2024-11-07 19:30", "2024-11-08 13:30", "2024-11-09 19:30"],
        [("tchvc", "chen", 35000), "tch6"],
        28,
    ),
    (
        "Mahler Five",
        "CL",
        "grossmann",
        1,
        ["2024-11-21 19:30", "2024-11-22 13:30", "2024-11-23 19:30"],
        ["cieldhiver", "mahler5"],
        20,
    ),
    (
        "Holiday Pops",
        "PP",
        "okafor",
        1,
        ["2024-12-13 19:30", "2024-12-14 14:00", "2024-12-14 19:30", "2024-12-15 14:00"],
        ["xmasfest", "nutsuite", "sleighride"],
        40,
    ),
    ("Nutcracker for Kids", "FM", "okafor", 2, ["2024-12-21 11:00"], ["nutsuite"], 26),
    (
        "New Year's Eve in Vienna",
        "SP",
        "ashdown",
        1,
        ["2024-12-31 20:00"],
        ["fledermaus", "bluedanube", "bolero"],
        52,
    ),
    (
        "Sibelius Two",
        "CL",
        "lindqvist",
        1,
        ["2025-01-09 19:30", "2025-01-10 13:30", "2025-01-11 19:30"],
        ["finlandia", ("sibvc", "kowalczyk", 22000), "sib2"],
        19,
    ),
    (
        "Brahms One",
        "CL",
        "grossmann",
        1,
        ["2025-01-23 19:30", "2025-01-24 13:30", "2025-01-25 19:30"],
        ["academic", ("claracon", "arai", 26000), "brahms1"],
        21,
    ),
    (
        "Lunar New Year Celebration",
        "SP",
        "lin",
        1,
        ["2025-02-01 19:30"],
        ["wuxing", ("crouching", "hsu", 30000), "taigu", "internetsym"],
        45,
    ),
    (
        "Harmonielehre",
        "CL",
        "grossmann",
        1,
        ["2025-02-06 19:30", "2025-02-08 19:30"],
        ["shortride", ("barbervc", "voss", 27500), "harmonielehre"],
        15,
    ),
    ("Mozart & Haydn", "CH", None, 7, ["2025-02-16 15:00"], [("mozcl", "alvarez", None), "haydn104"], 18),
    (
        "The Rite of Spring",
        "CL",
        "vasquez",
        1,
        ["2025-02-20 19:30", "2025-02-21 13:30", "2025-02-22 19:30"],
        ["faune", ("prok3", "arai", 26000), "rite"],
        23,
    ),
    (
        "Scheherazade",
        "CL",
        "ashdown",
        1,
        ["2025-03-06 19:30", "2025-03-07 13:30", "2025-03-08 19:30"],
        ["freischuetz", ("elgarcc", "lefevre", 24000), "scheherazade"],
        25,
    ),
    ("Planets for Families", "FM", "okafor", 2, ["2025-03-15 11:00"], ["planets"], 22),
    (
        "Lake Effect Premiere",
        "CL",
        "grossmann",
        1,
        ["2025-03-20 19:30", "2025-03-22 19:30"],
        ["lakeeffect", ("ravelpc", "zhou", 38000), "planets"],
        26,
    ),
    (
        "Shostakovich Five",
        "CL",
        "takeda",
        1,
        ["2025-03-27 19:30", "2025-03-29 19:30"],
        ["soulforce", ("shostcc1", "hsu", 28000), "shost5"],
        19,
    ),
    (
        "Symphonie fantastique",
        "CL",
        "vasquez",
        1,
        ["2025-04-03 19:30", "2025-04-04 13:30", "2025-04-05 19:30"],
        ["midsummer", ("mendvc", "chen", 35000), "fantastique"],
        24,
    ),
    (
        "Gershwin & Bernstein",
        "PP",
        "okafor",
        1,
        ["2025-04-11 19:30", "2025-04-12 19:30"],
        ["candide", ("rhapsody", "reyes", 15000), "americanparis", "wsstory"],
        36,
    ),
    (
        "Florence Price Symphony",
        "CL",
        "takeda",
        4,
        [("2025-04-17 19:30", 4), ("2025-04-19 19:30", 1)],
        ["magicflute", ("griegpc", "brandtner", 30000), "price1"],
        17,
    ),
    (
        "Brahms Four",
        "CL",
        "lindqvist",
        1,
        ["2025-04-24 19:30", "2025-04-25 13:30", "2025-04-26 19:30"],
        ["carnival", ("schumannpc", "arai", 26500), "brahms4"],
        20,
    ),
    (
        "The Lark Ascending",
        "CH",
        None,
        7,
        ["2025-04-27 15:00"],
        [("lark", "lindgren", None), "adagio", "jupiter"],
        17,
    ),
    (
        "Concerto for Orchestra",
        "CL",
        "lin",
        1,
        ["2025-05-08 19:30", "2025-05-09 13:30", "2025-05-10 19:30"],
        ["appalachian", ("tchpc1", "brandtner", 33000), "bartokcfo"],
        22,
    ),
    (
        "Star Wars and More",
        "PP",
        "okafor",
        1,
        ["2025-05-16 19:30", "2025-05-17 19:30"],
        ["fanfare", "raiders", "starwars"],
        48,
    ),
    (
        "Symphonic Dances",
        "CL",
        "grossmann",
        1,
        ["2025-05-29 19:30", "2025-05-30 13:30", "2025-05-31 19:30"],
        ["enigma", ("paganini", "zhou", 40000), "symdances"],
        29,
    ),
    (
        "Symphony in the Park",
        "OD",
        "okafor",
        3,
        ["2025-06-07 18:30"],
        ["fanfare", "finlandia", "bolero", "1812"],
        0,
    ),
    ("Beethoven at Ravinia", "OD", "grossmann", 6, ["2025-06-20 19:30"], [("bvc", "voss", 30000), "dv9"], 34),
]
CANCELLED = "2025-01-24 13:30"  # snowstorm: matinee cancelled, every ticket refunded
FREE = {3}  # Jay Pritzker Pavilion concerts are free (no tickets)
CHANNELS = ["WEB", "WEB", "WEB", "WEB", "PHONE", "PHONE", "BOX"]
SUB_WINDOW = (dt.datetime(2024, 4, 15, 9, 0), dt.datetime(2024, 8, 31, 17, 0))
SINGLE_ON_SALE = dt.datetime(2024, 8, 5, 10, 0)


def rand_ts(rng: random.Random, start: dt.datetime, end: dt.datetime) -> dt.datetime:
    span = int((end - start).total_seconds() // 60)
    when = start + dt.timedelta(minutes=rng.randint(0, max(0, span)))
    if when.hour < 8:  # nobody buys at 3 a.m.: move to the same day's office hours
        when = min(when + dt.timedelta(hours=9), end)
    return when


def generate(rng: random.Random) -> dict[str, list[tuple[object, ...]]]:
    composers = [(i, c[1], c[2], c[3], c[4]) for i, c in enumerate(COMPOSERS, 1)]
    comp_id = {c[0]: i for i, c in enumerate(COMPOSERS, 1)}
    works = [(i, comp_id[w[1]], *w[2:]) for i, w in enumerate(WORKS, 1)]
    wrk_id = {w[0]: i for i, w in enumerate(WORKS, 1)}
    venues = [(i, *v) for i, v in enumerate(VENUES, 1)]

    musicians = []
    mus_id: dict[str, int] = {}
    salaries: set[int] = set()
    for key, lnm, fnm, typ, instr, nat, dob, hire, sal in STAFF_CONDUCTORS:
        salaries.add(sal)
        mus_id[key] = len(musicians) + 1
        musicians.append((len(musicians) + 1, lnm, fnm, typ, instr, None, None, nat, dob, hire, None, sal, 0))
    for lnm, fnm, instr, sect, chair, nat in MEMBERS:
        born = dt.date(1956, 1, 1) + dt.timedelta(days=rng.randint(0, 43 * 365))
        if (lnm, fnm) in NEW_HIRES:
            born = dt.date(1996, 1, 1) + dt.timedelta(days=rng.randint(0, 3 * 365))
            hire = dt.date.fromisoformat(NEW_HIRES[(lnm, fnm)])
        else:
            first = max(dt.date(born.year + 23, 9, 1), dt.date(1988, 9, 1))
            last = dt.date(2021, 9, 1)
            if first > last:
                first = dt.date(2019, 9, 1)
            hire = first + dt.timedelta(days=rng.randint(0, (last - first).days))
            hire = dt.date(hire.year, 9, 1) + dt.timedelta(days=rng.randint(0, 6))
        tenure = None
        if (lnm, fnm) not in NEW_HIRES:
            tenure = dt.date(hire.year + rng.choice([1, 2, 2]), rng.choice([4, 5, 6]), rng.randint(1, 28))
        lo, hi = SALARY[chair]
        sal = unique_int(rng, lo, hi, salaries, step=250)
        if chair == "A" and sect == "VN1":
            sal = unique_int(rng, 236000, 252000, salaries, step=250)
        leave = 1 if (lnm, fnm) in ON_LEAVE else 0
        row_id = len(musicians) + 1
        if lnm.lower() in MEMBER_SOLOISTS and (lnm, fnm) == MEMBER_SOLOISTS[lnm.lower()]:
            mus_id[lnm.lower()] = row_id
        musicians.append(
            (row_id, lnm, fnm, "M", instr, sect, chair, nat, iso(born), iso(hire), iso(tenure), sal, leave)
        )
    for key, lnm, fnm, instr, nat, dob in GUESTS:
        mus_id[key] = len(musicians) + 1
        musicians.append(
            (len(musicians) + 1, lnm, fnm, "G", instr, None, None, nat, dob, None, None, None, 0)
        )

    # concerts in date order
    perfs = []
    for number, (title, ser, cond, ven, dates, items, demand) in enumerate(PROGRAMS):
        for when in dates:
            when, where = (when, ven) if isinstance(when, str) else when
            perfs.append((dt.datetime.strptime(when, "%Y-%m-%d %H:%M"), number, where))
    perfs.sort()
    concerts, programs, tickets = [], [], []
    attendance: set[int] = set()
    for cnc, (when, number, ven) in enumerate(perfs, 1):
        title, ser, cond, _, _, items, demand = PROGRAMS[number]
        cancelled = 1 if iso(when)[:16] == CANCELLED else 0
        cap = VENUES[ven - 1][2]
        att = None
        if not cancelled:
            if ven in FREE:
                att = unique_int(rng, 8600, 10400, attendance)
            else:
                fill = min(98, demand + rng.randint(45, 70)) if demand < 40 else rng.randint(88, 99)
                att = unique_int(rng, cap * (fill - 6) // 100, cap * fill // 100, attendance)
        concerts.append((cnc, ven, mus_id[cond] if cond else None, iso(when), ser, title, att, cancelled))
        for seq, item in enumerate(items, 1):
            key, soloist, fee = (item, None, None) if isinstance(item, str) else item
            fee_text = f"{fee}.00" if fee is not None else None
            programs.append((cnc, seq, wrk_id[key], mus_id[soloist] if soloist else None, fee_text))
        if ven in FREE:
            continue
        count = demand * 7 // 8 + rng.randint(-3, 3)
        if when.hour < 17 and ser == "CL":
            count = count * 3 // 4  # weekday matinees sell less
        zones = ZONES[ven]
        for _ in range(count):
            zone = rng.choices(list(zones), [3, 1, 2, 2, 1][: len(zones)])[0]
            full = zones[zone] * SERIES_FACTOR[ser] // 100 // 50 * 50
            roll = rng.random()
            disc = None
            if ser == "CL" and ven == 1 and roll < 0.38:
                disc = "SUB"
                price = full * 85 // 100 // 50 * 50
                sold = rand_ts(rng, *SUB_WINDOW)
            else:
                sold = rand_ts(rng, SINGLE_ON_SALE, when - dt.timedelta(hours=2))
                if roll > 0.985:
                    disc, price = "COMP", 0
                elif roll > 0.92 and ser in ("CL", "CH"):
                    disc, price = "STU", 1500
                elif roll > 0.84 and ser != "FM":
                    disc, price = "SEN", full * 90 // 100 // 50 * 50
                else:
                    price = full
            if rng.random() < 0.12:
                sold = rand_ts(rng, when - dt.timedelta(days=3), when - dt.timedelta(minutes=20))
            chan = "BOX" if sold > when - dt.timedelta(hours=3) else rng.choice(CHANNELS)
            refunded = 1 if cancelled or rng.random() < 0.012 else 0
            tickets.append([0, cnc, sold, zone, price, disc, chan, refunded])
    tickets.sort(key=lambda t: (t[2], t[1]))
    ticket_rows = [(i, t[1], iso(t[2]), t[3], t[4], t[5], t[6], t[7]) for i, t in enumerate(tickets, 1)]
    return {
        "venues": venues,
        "composers": composers,
        "works": works,
        "musicians": musicians,
        "concerts": concerts,
        "programs": programs,
        "tickets": ticket_rows,
    }
