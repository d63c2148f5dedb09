// The fixed category list of categories-v1 and the aliases of retired IDs.
//
// Rules for this file:
// - An ID never changes and is never reused. To split or merge, add the new categories and move the old
//   ID into CATEGORY_ALIASES, pointing to its successors (served by /api/categories.json).
// - Keywords are whole words or whole phrases, matched accent-folded and case-insensitively on the words
//   of a text (see categories.ts for tokenising). A trailing "s"/"es"/"ies" plural is accepted
//   automatically ("code!" turns it off: "codes" are QR or product codes); a keyword ending in "*"
//   matches any word starting with it (use only for stems that
//   cannot begin another word: "cryptocurrenc*").
// - A keyword belongs here only if, on its own, it points to the category in most descriptions that use
//   it. Words such as "ai", "agent", "data", "api", "test", "search", "image", "map" or "property" do not:
//   they appear in phrases instead ("image generation", "google maps", "property management").
// The list was drawn up by reading the latest descriptions of the registry snapshot of 2025-12-18
// (see categories.md for the measured coverage and precision).

export interface Category {
  id: string;
  name: string;
  description: string;
  keywords: string[];
}

export const CATEGORIES: readonly Category[] = [
  {
    id: 'travel',
    name: 'Travel',
    description: 'Flights, hotels, stays, tours, itineraries and trip planning.',
    keywords: ['travel', 'traveler', 'traveller', 'trip', 'itinerary', 'itineraries', 'hotel', 'flight', 'airline', 'airport',
      'vacation', 'holiday rental', 'hostel', 'accommodation', 'tour booking', 'cruise', 'tourism', 'tourist', 'booking.com',
      'airbnb', 'expedia', 'flightradar24', 'guest journey', 'visa requirements', 'tours', 'bookings'],
  },
  {
    id: 'food-and-delivery',
    name: 'Food and delivery',
    description: 'Recipes, restaurants, groceries, cooking and food or parcel delivery.',
    keywords: ['recipe', 'restaurant', 'food', 'cooking', 'cook', 'meal', 'grocery', 'groceries', 'cuisine', 'chef', 'dining',
      'takeout', 'food delivery', 'parcel', 'courier', 'shipment tracking', 'nova poshta', 'menu items', 'chocolate', 'coffee', 'wine', 'zomato'],
  },
  {
    id: 'real-estate',
    name: 'Real estate',
    description: 'Property search, listings, valuation, rentals and property management.',
    keywords: ['real estate', 'property search', 'property management', 'property manager', 'property valuation',
      'properties for sale', 'housing', 'apartment', 'realtor', 'landlord', 'mortgage', 'vacation rental', 'rental property',
      'immobilier', 'immo', 'zillow', 'appfolio', 'hostex', 'property listings', 'construction'],
  },
  {
    id: 'health',
    name: 'Health and fitness',
    description: 'Medicine, clinical data, drugs, fitness, sleep and wellness.',
    keywords: ['health', 'healthcare', 'medical', 'medicine', 'clinical', 'clinicaltrials.gov', 'patient', 'drug', 'pharmacy',
      'pharmaceutical', 'hospital', 'doctor', 'diagnosis', 'diagnoses', 'ehr', 'fhir', 'biomedical', 'pubmed', 'fitness', 'workout',
      'nutrition', 'wellness', 'sleep', 'oura', 'mental health', 'therapy', 'neuroscience'],
  },
  {
    id: 'maps-and-transport',
    name: 'Maps and transport',
    description: 'Maps, places, geocoding, routes, public transport, traffic and vehicles.',
    keywords: ['maps', 'google maps', 'openstreetmap', 'osm', 'geocoding', 'geocode', 'geolocation', 'geospatial', 'gis', 'gps',
      'places api', 'points of interest', 'route planning', 'routing engine', 'public transport', 'transit',
      'transportation', 'bus', 'buses', 'metro', 'subway', 'traffic', 'parking', 'carpark', 'vehicle', 'ev charging',
      'hiking', 'mountain biking', 'openrouteservice', 'navigation app', 'mapbox', 'tesla', 'flight tracking', 'trains', 'train service'],
  },
  {
    id: 'finance',
    name: 'Finance',
    description: 'Markets, stocks, banking, payments, invoicing, accounting, tax and economic data.',
    keywords: ['finance', 'financial', 'stock', 'stock market', 'equities', 'ticker', 'trading', 'trader', 'investing',
      'investment', 'investor', 'portfolio', 'bank', 'banking', 'payment', 'payments', 'invoice', 'invoicing', 'e-invoicing',
      'accounting', 'bookkeeping', 'tax', 'taxes', 'currency', 'exchange rates', 'forex', 'loan', 'credit rating', 'budget',
      'budgeting', 'expense', 'expenses', 'sec edgar', 'edgar', 'sec filings', 'economic', 'economy', 'fred', 'stripe', 'xero',
      'quickbooks', 'paypal', 'fintech', 'broker', 'brokerage', 'dividend', 'billing', 'erp', 'insider trading', 'tariffs', 'mutual funds', 'funds', 'flutterwave'],
  },
  {
    id: 'shopping',
    name: 'Shopping',
    description: 'Online stores, products, marketplaces, prices, orders and gift cards.',
    keywords: ['shopping', 'shop', 'e-commerce', 'ecommerce', 'commerce', 'marketplace', 'online store', 'storefront', 'retail',
      'merchant', 'cart', 'checkout', 'product search', 'product catalog', 'price comparison', 'gift card', 'coupon',
      'shopify', 'woocommerce', 'ebay', 'etsy', 'orders', 'top-ups', 'lego sets'],
  },
  {
    id: 'media',
    name: 'Media',
    description: 'Video, music, audio, podcasts, images, news, books and streaming.',
    keywords: ['video', 'videos', 'music', 'audio', 'podcast', 'youtube', 'spotify', 'playlist', 'movie', 'film', 'tv', 'television',
      'streaming', 'news', 'newspaper', 'journalism', 'photo', 'photography', 'image editing', 'video editing', 'transcript',
      'transcription', 'text-to-speech', 'tts', 'speech', 'anime', 'manga', 'books', 'ebook', 'radio', 'media',
      'bilibili', 'tmdb', 'sonarr', 'radarr', 'sound effects', 'epidemic sound', 'exif', 'exiftool', 'gif', 'subtitles', 'voices', 'voice models', 'anilist', 'comic', 'comics'],
  },
  {
    id: 'developer-tools',
    name: 'Developer tools',
    description: 'Code, repositories, documentation for developers, testing, debugging, builds and IDEs.',
    keywords: ['code!', 'coding', 'codebase', 'source code', 'developer', 'developers', 'development', 'programming', 'programmer',
      'git', 'github', 'gitlab', 'bitbucket', 'forgejo', 'repository', 'repositories', 'repo', 'pull request', 'pull requests',
      'code review', 'debug', 'debugging', 'debugger', 'ide', 'vscode', 'vim', 'neovim', 'xcode', 'compiler', 'transpiler',
      'linter', 'linting', 'refactoring', 'sdk', 'typescript', 'javascript', 'python', 'rust', 'golang', 'java',
      'kotlin', 'swift', 'dotnet', 'npm', 'pypi', 'api documentation', 'documentation', 'docs', 'openapi', 'swagger',
      'graphql', 'unit tests', 'test automation', 'test coverage', 'playwright', 'selenium', 'puppeteer', 'testing', 'shell',
      'terminal', 'bash', 'powershell', 'command line', 'cli', 'tmux', 'snippets', 'stack traces', 'source maps', 'stack overflow',
      'feature flags', 'sentry', 'error monitoring', 'unity', 'unreal engine', 'game development', 'svelte', 'react', 'next.js',
      'angular', 'django', 'laravel', 'flutter', 'android', 'ios', 'jupyter', 'notebook', 'postman', 'mock server',
      'dependencies', 'packages', 'i18n', 'cms', 'wordpress', 'static site', 'webassembly', 'appwrite', 'firebase', 'lighthouse', 'sandbox', 'code execution', 'claude code', 'release notes', 'tests!', 'test cases', 'test management', 'test runs', 'devtools', 'nuget', 'nx', 'rspack', 'feature flag', 'version control', 'perforce', 'crash dump', 'windbg', 'profiler', 'app store connect', 'issue tracking', 'issue tracker', 'wix', 'ui components'],
  },
  {
    id: 'data-and-databases',
    name: 'Data and databases',
    description: 'Databases, SQL, data warehouses, pipelines, datasets, statistics and charts.',
    keywords: ['database', 'databases', 'sql', 'nosql', 'postgres', 'postgresql', 'mysql', 'mariadb', 'sqlite', 'sqlcipher',
      'mongodb', 'redis', 'elasticsearch', 'opensearch', 'bigquery', 'snowflake', 'duckdb', 'motherduck', 'clickhouse', 'druid',
      'cassandra', 'couchbase', 'couchdb', 'neo4j', 'cypher', 'graph database', 'supabase', 'airtable', 'oracle', 'sql server',
      'mssql', 'kql', 'soql', 'trino', 'data warehouse', 'data pipeline', 'data pipelines', 'etl', 'data engineering',
      'dataset', 'datasets', 'open data', 'statistics', 'statistical', 'time series', 'analytics', 'data analysis',
      'chart', 'charts', 'visualization', 'visualisation', 'dashboards', 'text2sql', 'vector database',
      'vector store', 'data commons', 'sdmx', 'keboola', 'spreadsheet data', 'tableau', 'data catalog', 'jsonb', 'airflow', 'redshift', 'warehouse', 'stata', 'product analytics'],
  },
  {
    id: 'productivity',
    name: 'Productivity',
    description: 'Calendars, tasks, notes, documents, spreadsheets, presentations, forms and project management.',
    keywords: ['productivity', 'calendar', 'scheduling', 'meeting', 'meetings', 'appointment', 'task management', 'todo',
      'to-do', 'notes', 'note-taking', 'notion', 'obsidian', 'evernote', 'bear', 'joplin', 'anytype', 'memos', 'hackmd',
      'project management', 'jira', 'confluence', 'trello', 'asana', 'monday.com', 'clickup', 'wrike',
      'ticktick', 'todoist', 'vikunja', 'redmine', 'spreadsheet', 'spreadsheets', 'google sheets', 'excel', 'google docs', 'microsoft 365', 'powerpoint', 'presentation', 'presentations', 'slides', 'slide decks', 'forms',
      'google forms', 'survey', 'surveys', 'jotform', 'workflow automation', 'bookmark', 'bookmarks', 'wiki',
      'knowledge base', 'knowledge management', 'timezone', 'time zone', 'reminders', 'mind map',
      'diagrams', 'whiteboard', 'miro', 'excalidraw', 'mermaid', 'microsoft word', 'word documents', 'microsoft office', 'office documents', 'microsoft teams', 'current time', 'utc time', 'automations', 'project planning', 'backlog'],
  },
  {
    id: 'files-and-documents',
    name: 'Files and documents',
    description: 'PDFs, file storage, file systems, document conversion and OCR.',
    keywords: ['pdf', 'pdfs', 'file', 'files', 'filesystem', 'file system', 'folders', 'directories', 'documents', 'document',
      'docx', 'markdown', 'file conversion', 'file formats', 'ocr', 'dropbox', 'google drive', 'onedrive', 'sharepoint', 'egnyte',
      'nextcloud', 's3', 'object storage', 'bucket', 'buckets', 'cloud storage', 'upload', 'hwpx', 'rdl', 'letterhead'],
  },
  {
    id: 'communication',
    name: 'Communication',
    description: 'Email, chat, messaging, phone calls, SMS and notifications.',
    keywords: ['email', 'emails', 'e-mail', 'mail', 'inbox', 'gmail', 'outlook', 'slack', 'discord', 'telegram', 'whatsapp', 'microsoft teams', 'messaging', 'sms', 'phone call', 'phone calls', 'voice calls',
      'phone number', 'twilio', 'telnyx', 'vonage', 'pubnub', 'notifications', 'notify', 'push notifications', 'lark', 'feishu',
      'dingtalk', 'weixin', 'wechat', 'tempmail', 'mailing', 'justcall', 'google contacts'],
  },
  {
    id: 'social-media',
    name: 'Social media',
    description: 'Social networks, posts, communities and creators.',
    keywords: ['social media', 'social network', 'reddit', 'twitter', 'tweets', 'linkedin', 'instagram', 'tiktok', 'facebook',
      'mastodon', 'bluesky', 'threads', 'xiaohongshu', 'hackernews', 'hacker news', 'influencer', 'creators', 'followers',
      'subreddit', 'social insights'],
  },
  {
    id: 'search-and-web',
    name: 'Search and web',
    description: 'Web search, scraping, crawling, fetching pages and browser automation.',
    keywords: ['web search', 'search engine', 'internet search', 'google search', 'search the web', 'scrape', 'scraping',
      'scraper', 'crawl', 'crawling', 'crawler', 'web pages', 'webpage', 'webpages', 'web content', 'websites', 'browser',
      'browsers', 'browser automation', 'headless', 'perplexity', 'brave search', 'tavily', 'exa', 'serp',
      'bing', 'duckduckgo', 'firecrawl', 'browserbase', 'bright data', 'oxylabs', 'fetch web', 'rss',
      'web accessibility'],
  },
  {
    id: 'ai-and-ml',
    name: 'AI and machine learning',
    description: 'Models, image and video generation, embeddings, RAG, prompts, agent memory and orchestration.',
    keywords: ['machine learning', 'deep learning', 'neural network', 'neural networks', 'large language models',
      'language model', 'openai', 'gpt', 'gemini', 'anthropic', 'hugging face', 'huggingface',
      'image generation', 'generate images', 'video generation', 'text-to-video', 'image-to-video', 'text-to-image',
      'embeddings', 'rag', 'retrieval-augmented', 'vector search', 'semantic search', 'prompt engineering',
      'fine-tuning', 'inference', 'multi-agent', 'sub-agents', 'agent orchestration', 'orchestration', 'swarm',
      'swarms', 'ai memory', 'memory', 'persistent memory', 'knowledge graph', 'knowledge graphs', 'reasoning', 'nlp',
      'vision models', 'image recognition', 'context window', 'evals', 'llm observability', 'stable diffusion',
      'midjourney', 'nano banana', 'runway', 'ai models', 'model intelligence', 'thinking', 'ai prompts', 'prompt templates', 'system prompts', 'token optimization', 'token reduction', 'token efficient', 'token optimized', 'computer use', 'chat history', 'llm agents', 'prompt refinement', 'llm backends', 'bert', 'mlops', 'zenml'],
  },
  {
    id: 'security',
    name: 'Security',
    description: 'Vulnerabilities, threat intelligence, identity and access, secrets, certificates and compliance controls.',
    keywords: ['security', 'cybersecurity', 'vulnerability', 'vulnerabilities', 'cve', 'threat', 'threats', 'threat intelligence',
      'threat intel', 'malware', 'pentest', 'pentesting', 'penetration testing', 'ethical hacking', 'mitre', 'att&ck',
      'prompt injection', 'tool poisoning', 'guardrails', 'identity verification', 'idv', 'sso', 'iam', 'entra', 'jumpcloud', 'fusionauth', 'secrets', 'secret detection', 'encryption', 'certificates', 'keystores', 'firewall', 'siem', 'soc', 'incident response', 'nist', 'fedramp', 'pcap',
      'abuseipdb', 'virustotal', 'shodan', 'pi-hole', 'sast', 'dast', 'security scanning', 'content moderation', 'fraud', 'identity management', 'identity provider', 'appsec', 'cyber', 'cyberattack', 'cyber attacks', 'adversarial tactics', 'vulners'],
  },
  {
    id: 'cloud-and-infrastructure',
    name: 'Cloud and infrastructure',
    description: 'Cloud providers, containers, Kubernetes, deployment, hosting, monitoring and observability.',
    keywords: ['cloud', 'aws', 'azure', 'gcp', 'google cloud', 'cloudflare', 'vercel', 'netlify', 'railway', 'heroku', 'fly.io', 'digitalocean', 'hostinger', 'kubernetes', 'k8s', 'docker', 'container', 'containers', 'helm', 'terraform',
      'pulumi', 'ansible', 'infrastructure', 'devops', 'gitops', 'argocd', 'ci/cd', 'deployment',
      'deployments', 'serverless', 'hosting', 'ssh', 'sftp', 'dns', 'cdn', 'monitoring', 'observability',
      'metrics', 'logs', 'traces', 'tracing', 'incidents', 'on-call', 'uptime', 'outage', 'outages', 'prometheus',
      'grafana', 'datadog', 'dynatrace', 'new relic', 'signoz', 'netdata', 'victoriametrics', 'pagerduty', 'logicmonitor',
      'buildkite', 'jenkins', 'ceph', 'cluster', 'clusters', 'networking', 'cisco', 'vm'],
  },
  {
    id: 'education',
    name: 'Education',
    description: 'Courses, schools, students, learning platforms and study aids.',
    keywords: ['education', 'educational', 'e-learning', 'student', 'students', 'teacher', 'teachers', 'educators',
      'courses', 'coursework', 'assignments', 'grades', 'school', 'schools', 'university', 'lms', 'canvas lms', 'moodle',
      'flashcards', 'anki', 'quiz', 'quizzes', 'homework', 'tutor', 'tutoring', 'language learning', 'masterclasses',
      'smartschool', 'learning platform', 'workshops'],
  },
  {
    id: 'science-and-research',
    name: 'Science and research',
    description: 'Scientific literature, papers, citations and research data.',
    keywords: ['science', 'scientific', 'researchers', 'academic', 'academia', 'arxiv', 'papers',
      'citations', 'citation', 'bibtex', 'doi', 'literature', 'scholar', 'biorxiv', 'pubmed', 'protein', 'proteins',
      'chemistry', 'physics', 'biology', 'genomics', 'astronomy', 'mathematics', 'math', 'linear algebra', 'earth observation',
      'clinical trials', 'cern', 'research papers', 'scientific research', 'academic research', 'research platform', 'arithmetic', 'calculator', 'aerospace', 'orbital mechanics', 'uniprot', 'uniprotkb'],
  },
  {
    id: 'legal',
    name: 'Legal and compliance',
    description: 'Law, regulation, contracts, privacy compliance and legislation.',
    keywords: ['legal', 'law', 'laws', 'lawyer', 'attorney', 'court', 'courts', 'case law', 'legislation', 'regulation',
      'regulations', 'regulatory', 'regulator', 'compliance', 'compliant', 'gdpr', 'hipaa', 'ferpa', 'privacy policy',
      'cookie consent', 'legal contracts', 'patent', 'patents', 'trademark', 'licensing', 'due diligence', 'contract review', 'agreements', 'e-signature', 'docusign'],
  },
  {
    id: 'government-and-public-data',
    name: 'Government and public data',
    description: 'Public institutions, parliaments, official statistics and civic data.',
    keywords: ['government', 'governmental', 'parliament', 'congress', 'congressional', 'senate', 'municipality',
      'municipalities', 'census', 'public data', 'civic', 'riksdag', 'regering', 'federal', 'public sector', 'open government',
      'statistics sweden', 'oecd', 'united nations', 'demographics', 'population data', 'companies house',
      'public filings', 'election', 'elections', 'un data', 'dados publicos', 'datos abiertos', 'donnees publiques'],
  },
  {
    id: 'marketing-and-sales',
    name: 'Marketing and sales',
    description: 'CRM, sales pipelines, advertising, campaigns, SEO and marketing analytics.',
    keywords: ['marketing', 'crm', 'sales', 'leads', 'lead generation', 'prospects', 'advertising', 'ads', 'ad accounts',
      'campaign', 'campaigns', 'seo', 'keyword research', 'affiliate', 'newsletter', 'subscribers', 'broadcasts', 'hubspot',
      'salesforce', 'attio', 'gohighlevel', 'convertkit', 'mailchimp', 'google analytics', 'appsflyer', 'audience', 'audiences',
      'go-to-market', 'gtm', 'short links', 'click tracking'],
  },
  {
    id: 'customer-support',
    name: 'Customer support',
    description: 'Help desks, support tickets and customer conversations.',
    keywords: ['customer support', 'support tickets', 'help desk', 'helpdesk', 'ticketing', 'zendesk', 'intercom', 'freshdesk',
      'pylon', 'customer service', 'support platform'],
  },
  {
    id: 'hr-and-recruiting',
    name: 'HR and recruiting',
    description: 'Jobs, hiring, employees, payroll and time off.',
    keywords: ['hr', 'human resources', 'recruiting', 'recruitment', 'hiring', 'job search', 'job postings', 'resume',
      'cv', 'candidates', 'employee', 'employees', 'payroll', 'leave management', 'onboarding', 'workforce', 'interviews', 'job board', 'time off'],
  },
  {
    id: 'weather',
    name: 'Weather',
    description: 'Forecasts, observations, alerts, air quality and climate data.',
    keywords: ['weather', 'weather forecast', 'meteorology', 'meteo', 'open-meteo', 'noaa', 'nws',
      'air quality', 'climate', 'rain', 'precipitation', 'storm', 'qweather', 'weather alerts', 'cwa', 'radar'],
  },
  {
    id: 'sports',
    name: 'Sports',
    description: 'Sports results, leagues, teams, athletes and outdoor sports.',
    keywords: ['sports', 'sport', 'football', 'soccer', 'basketball', 'baseball', 'nba', 'nfl', 'mlb', 'nhl', 'tennis', 'golf',
      'cricket', 'hockey', 'rugby', 'formula 1', 'olympics', 'athlete', 'athletes', 'fantasy sports', 'strava', 'ski', 'skiing',
      'cycling', 'statcast', 'fangraphs', 'balldontlie', 'league', 'leagues'],
  },
  {
    id: 'entertainment',
    name: 'Entertainment and games',
    description: 'Games, board games, puzzles, trivia, jokes, events and festivals.',
    keywords: ['game', 'games', 'gaming', 'video games', 'board games', 'boardgamegeek', 'bgg', 'chess', 'stockfish', 'pokemon',
      'magic: the gathering', 'mtg', 'puzzle', 'puzzles', 'trivia', 'jokes', 'dad jokes', 'festival', 'festivals', 'concerts', 'box office', 'horoscope', 'astrology', 'bazi', 'tarot', 'lego',
      'emulator', 'igdb', 'entertainment', 'tv schedules', 'comics', 'event tickets', 'dice', 'd&d', 'eve online'],
  },
  {
    id: 'crypto-and-web3',
    name: 'Crypto and web3',
    description: 'Blockchains, tokens, wallets, DeFi, NFTs and crypto markets.',
    keywords: ['crypto', 'cryptocurrency', 'cryptocurrenc*', 'blockchain', 'blockchains', 'bitcoin', 'btc', 'ethereum', 'eth',
      'solana', 'defi', 'defillama', 'nft', 'nfts', 'web3', 'wallet', 'wallets', 'on-chain', 'onchain', 'dex', 'erc20', 'erc721',
      'smart contract', 'smart contracts', 'stablecoin', 'coinbase', 'binance', 'kraken', 'okx', 'lightning network',
      'sats', 'vechain', 'coti', 'permaweb', 'arweave', 'hummingbot', 'liquidity pools', 'memecoin', 'memecoins', 'blockscout'],
  },
  {
    id: 'iot-and-hardware',
    name: 'IoT, home and hardware',
    description: 'Smart home, devices, robots, sensors, CAD and electronics.',
    keywords: ['iot', 'internet of things', 'smart home', 'home assistant', 'home automation', 'sensor',
      'sensors', 'mqtt', 'robot', 'robots', 'robotics', 'ros', 'ros 2', 'arduino', 'raspberry pi', 'esp32', 'hardware',
      'firmware', 'cad', '3d printing', 'monitor brightness', 'ddc/ci', 'touchdesigner', 'synthesizer', 'tagoio', 'tablet',
      'remarkable', 'license plate recognition', 'wearables', 'electricity', 'energy', 'smart devices', 'iot devices', 'connected devices', 'oscilloscope'],
  },
  {
    id: 'design',
    name: 'Design',
    description: 'UI and graphic design, design systems, icons, fonts and website builders.',
    keywords: ['figma', 'ui design', 'ux', 'design system', 'design systems', 'designs', 'design context', 'tailwind', 'css',
      'canva', 'webflow', 'flowbite', 'icons', 'svg', 'illustrations', 'fonts', 'ascii art', 'mockups', 'wireframes', 'kendo ui',
      'web uis', 'logo', 'logos', 'color palette'],
  },
  {
    id: 'language-and-translation',
    name: 'Language and translation',
    description: 'Translation, localisation, dictionaries and text processing.',
    keywords: ['translation', 'translate', 'translator', 'translations', 'localization', 'localisation', 'l10n', 'i18n',
      'dictionary', 'grammar', 'keyphrases', 'language detection', 'smartling', 'deepl', 'text styling', 'text preprocessing'],
  },
  {
    id: 'agents-and-mcp',
    name: 'MCP gateways and agent tooling',
    description: 'MCP registries, gateways, proxies, hubs and tool-discovery services for agents.',
    keywords: ['mcp registry', 'mcp servers', 'model context protocol servers', 'mcp gateway', 'mcp proxy', 'mcp hub', 'gateway',
      'proxy', 'aggregator', 'aggregates', 'tool discovery', 'tool filtering', 'mcp client', 'mcp framework', 'mcp sdk',
      'mcp certification', 'tool routing', 'server template', 'mcp template'],
  },
];

// Retired IDs and the IDs that replaced them. Resolution follows chains (see resolveCategoryId).
// Example, documented as the reference case: the design draft had one `travel-and-maps` topic (the seed
// directory's "voyage ... cartes et transports" mixed them); it was split before v1 into `travel` and
// `maps-and-transport`, so a stored or linked `travel-and-maps` resolves to both.
// `news` was merged into `media`; `devops` was split into `cloud-and-infrastructure` and `developer-tools`.
export const CATEGORY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'travel-and-maps': ['travel', 'maps-and-transport'],
  news: ['media'],
  devops: ['cloud-and-infrastructure', 'developer-tools'],
};
