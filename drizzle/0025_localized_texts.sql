ALTER TABLE `galleries` ADD `title_DE` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `galleries` ADD `title_EN` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `galleries` ADD `title_ES` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `galleries` ADD `title_FR` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `galleries` ADD `title_NL` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `galleries` ADD `title_PT` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `quality_certs` ADD `name_DE` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `quality_certs` ADD `name_EN` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `quality_certs` ADD `name_ES` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `quality_certs` ADD `name_FR` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `quality_certs` ADD `name_NL` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `quality_certs` ADD `name_PT` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `agreements` ADD `description_DE` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `agreements` ADD `description_EN` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `agreements` ADD `description_ES` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `agreements` ADD `description_FR` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `agreements` ADD `description_NL` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `agreements` ADD `description_PT` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `service_tool_versions` ADD `release_notes_DE` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `service_tool_versions` ADD `release_notes_EN` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `service_tool_versions` ADD `release_notes_ES` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `service_tool_versions` ADD `release_notes_FR` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `service_tool_versions` ADD `release_notes_NL` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `service_tool_versions` ADD `release_notes_PT` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `service_tools` ADD `description_DE` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `service_tools` ADD `description_EN` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `service_tools` ADD `description_ES` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `service_tools` ADD `description_FR` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `service_tools` ADD `description_NL` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `service_tools` ADD `description_PT` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The English text of each record moves to its _EN column (the single-language column goes in the next migration).
UPDATE `quality_certs` SET `name_EN` = `name`;--> statement-breakpoint
UPDATE `galleries` SET `title_EN` = `title`;--> statement-breakpoint
UPDATE `agreements` SET `description_EN` = `description`;--> statement-breakpoint
UPDATE `service_tools` SET `description_EN` = `description`;--> statement-breakpoint
UPDATE `service_tool_versions` SET `release_notes_EN` = `release_notes`;--> statement-breakpoint
-- The demo records get their translations; a record an admin already translated, or wrote differently, is left as it is.
UPDATE `quality_certs` SET `name_DE` = 'ISO 9001:2015' WHERE `name_EN` = 'ISO 9001:2015' AND `name_DE` = '';--> statement-breakpoint
UPDATE `quality_certs` SET `name_ES` = 'ISO 9001:2015' WHERE `name_EN` = 'ISO 9001:2015' AND `name_ES` = '';--> statement-breakpoint
UPDATE `quality_certs` SET `name_FR` = 'ISO 9001:2015' WHERE `name_EN` = 'ISO 9001:2015' AND `name_FR` = '';--> statement-breakpoint
UPDATE `quality_certs` SET `name_NL` = 'ISO 9001:2015' WHERE `name_EN` = 'ISO 9001:2015' AND `name_NL` = '';--> statement-breakpoint
UPDATE `quality_certs` SET `name_PT` = 'ISO 9001:2015' WHERE `name_EN` = 'ISO 9001:2015' AND `name_PT` = '';--> statement-breakpoint
UPDATE `quality_certs` SET `name_DE` = 'ISO/IEC 17025 Kalibrierlaboratorium' WHERE `name_EN` = 'ISO/IEC 17025 calibration laboratory' AND `name_DE` = '';--> statement-breakpoint
UPDATE `quality_certs` SET `name_ES` = 'Laboratorio de calibración ISO/IEC 17025' WHERE `name_EN` = 'ISO/IEC 17025 calibration laboratory' AND `name_ES` = '';--> statement-breakpoint
UPDATE `quality_certs` SET `name_FR` = 'Laboratoire d’étalonnage ISO/IEC 17025' WHERE `name_EN` = 'ISO/IEC 17025 calibration laboratory' AND `name_FR` = '';--> statement-breakpoint
UPDATE `quality_certs` SET `name_NL` = 'ISO/IEC 17025 kalibratielaboratorium' WHERE `name_EN` = 'ISO/IEC 17025 calibration laboratory' AND `name_NL` = '';--> statement-breakpoint
UPDATE `quality_certs` SET `name_PT` = 'Laboratório de calibração ISO/IEC 17025' WHERE `name_EN` = 'ISO/IEC 17025 calibration laboratory' AND `name_PT` = '';--> statement-breakpoint
UPDATE `quality_certs` SET `name_DE` = 'ISO 14001:2015' WHERE `name_EN` = 'ISO 14001:2015' AND `name_DE` = '';--> statement-breakpoint
UPDATE `quality_certs` SET `name_ES` = 'ISO 14001:2015' WHERE `name_EN` = 'ISO 14001:2015' AND `name_ES` = '';--> statement-breakpoint
UPDATE `quality_certs` SET `name_FR` = 'ISO 14001:2015' WHERE `name_EN` = 'ISO 14001:2015' AND `name_FR` = '';--> statement-breakpoint
UPDATE `quality_certs` SET `name_NL` = 'ISO 14001:2015' WHERE `name_EN` = 'ISO 14001:2015' AND `name_NL` = '';--> statement-breakpoint
UPDATE `quality_certs` SET `name_PT` = 'ISO 14001:2015' WHERE `name_EN` = 'ISO 14001:2015' AND `name_PT` = '';--> statement-breakpoint
UPDATE `quality_certs` SET `name_DE` = 'UKCA- und CE-Konformität' WHERE `name_EN` = 'UKCA and CE conformity' AND `name_DE` = '';--> statement-breakpoint
UPDATE `quality_certs` SET `name_ES` = 'Conformidad UKCA y CE' WHERE `name_EN` = 'UKCA and CE conformity' AND `name_ES` = '';--> statement-breakpoint
UPDATE `quality_certs` SET `name_FR` = 'Conformité UKCA et CE' WHERE `name_EN` = 'UKCA and CE conformity' AND `name_FR` = '';--> statement-breakpoint
UPDATE `quality_certs` SET `name_NL` = 'UKCA- en CE-conformiteit' WHERE `name_EN` = 'UKCA and CE conformity' AND `name_NL` = '';--> statement-breakpoint
UPDATE `quality_certs` SET `name_PT` = 'Conformidade UKCA e CE' WHERE `name_EN` = 'UKCA and CE conformity' AND `name_PT` = '';--> statement-breakpoint
UPDATE `galleries` SET `title_DE` = 'Voltara im Einsatz' WHERE `title_EN` = 'Voltara in the field' AND `title_DE` = '';--> statement-breakpoint
UPDATE `galleries` SET `title_ES` = 'Voltara sobre el terreno' WHERE `title_EN` = 'Voltara in the field' AND `title_ES` = '';--> statement-breakpoint
UPDATE `galleries` SET `title_FR` = 'Voltara sur le terrain' WHERE `title_EN` = 'Voltara in the field' AND `title_FR` = '';--> statement-breakpoint
UPDATE `galleries` SET `title_NL` = 'Voltara in de praktijk' WHERE `title_EN` = 'Voltara in the field' AND `title_NL` = '';--> statement-breakpoint
UPDATE `galleries` SET `title_PT` = 'Voltara no terreno' WHERE `title_EN` = 'Voltara in the field' AND `title_PT` = '';--> statement-breakpoint
UPDATE `galleries` SET `title_DE` = 'Im Blickpunkt' WHERE `title_EN` = 'Featured' AND `title_DE` = '';--> statement-breakpoint
UPDATE `galleries` SET `title_ES` = 'Destacados' WHERE `title_EN` = 'Featured' AND `title_ES` = '';--> statement-breakpoint
UPDATE `galleries` SET `title_FR` = 'À la une' WHERE `title_EN` = 'Featured' AND `title_FR` = '';--> statement-breakpoint
UPDATE `galleries` SET `title_NL` = 'Uitgelicht' WHERE `title_EN` = 'Featured' AND `title_NL` = '';--> statement-breakpoint
UPDATE `galleries` SET `title_PT` = 'Em destaque' WHERE `title_EN` = 'Featured' AND `title_PT` = '';--> statement-breakpoint
UPDATE `agreements` SET `description_DE` = 'Die Bedingungen, zu denen ein Vertriebspartner Voltara-Prüfgeräte kauft und weiterverkauft.' WHERE `description_EN` = 'The terms on which a distributor buys and resells Voltara test equipment.' AND `description_DE` = '';--> statement-breakpoint
UPDATE `agreements` SET `description_ES` = 'Las condiciones en las que un distribuidor compra y revende los equipos de ensayo de Voltara.' WHERE `description_EN` = 'The terms on which a distributor buys and resells Voltara test equipment.' AND `description_ES` = '';--> statement-breakpoint
UPDATE `agreements` SET `description_FR` = 'Les conditions auxquelles un distributeur achète et revend les équipements de contrôle Voltara.' WHERE `description_EN` = 'The terms on which a distributor buys and resells Voltara test equipment.' AND `description_FR` = '';--> statement-breakpoint
UPDATE `agreements` SET `description_NL` = 'De voorwaarden waaronder een distributeur testapparatuur van Voltara koopt en doorverkoopt.' WHERE `description_EN` = 'The terms on which a distributor buys and resells Voltara test equipment.' AND `description_NL` = '';--> statement-breakpoint
UPDATE `agreements` SET `description_PT` = 'As condições em que um distribuidor compra e revende os equipamentos de ensaio da Voltara.' WHERE `description_EN` = 'The terms on which a distributor buys and resells Voltara test equipment.' AND `description_PT` = '';--> statement-breakpoint
UPDATE `agreements` SET `description_DE` = 'Die Bedingungen, zu denen ein zertifizierter Partner Voltara-Geräte kalibriert und repariert.' WHERE `description_EN` = 'The terms on which a certified partner calibrates and repairs Voltara instruments.' AND `description_DE` = '';--> statement-breakpoint
UPDATE `agreements` SET `description_ES` = 'Las condiciones en las que un socio certificado calibra y repara los instrumentos de Voltara.' WHERE `description_EN` = 'The terms on which a certified partner calibrates and repairs Voltara instruments.' AND `description_ES` = '';--> statement-breakpoint
UPDATE `agreements` SET `description_FR` = 'Les conditions auxquelles un partenaire certifié étalonne et répare les instruments Voltara.' WHERE `description_EN` = 'The terms on which a certified partner calibrates and repairs Voltara instruments.' AND `description_FR` = '';--> statement-breakpoint
UPDATE `agreements` SET `description_NL` = 'De voorwaarden waaronder een gecertificeerde partner instrumenten van Voltara kalibreert en repareert.' WHERE `description_EN` = 'The terms on which a certified partner calibrates and repairs Voltara instruments.' AND `description_NL` = '';--> statement-breakpoint
UPDATE `agreements` SET `description_PT` = 'As condições em que um parceiro certificado calibra e repara os instrumentos da Voltara.' WHERE `description_EN` = 'The terms on which a certified partner calibrates and repairs Voltara instruments.' AND `description_PT` = '';--> statement-breakpoint
UPDATE `service_tools` SET `description_DE` = 'Liest das Ereignisprotokoll des VH-15, führt den Selbsttest aus und aktualisiert die Einstellungen des Prüfgeräts über USB (Windows 10 oder neuer).' WHERE `description_EN` = 'Reads the VH-15 event log, runs the self-test and updates the detector’s settings over USB (Windows 10 or later).' AND `description_DE` = '';--> statement-breakpoint
UPDATE `service_tools` SET `description_ES` = 'Lee el registro de eventos del VH-15, ejecuta el autodiagnóstico y actualiza la configuración del detector por USB (Windows 10 o posterior).' WHERE `description_EN` = 'Reads the VH-15 event log, runs the self-test and updates the detector’s settings over USB (Windows 10 or later).' AND `description_ES` = '';--> statement-breakpoint
UPDATE `service_tools` SET `description_FR` = 'Lit le journal d’événements du VH-15, lance l’autotest et met à jour les réglages du détecteur par USB (Windows 10 ou version ultérieure).' WHERE `description_EN` = 'Reads the VH-15 event log, runs the self-test and updates the detector’s settings over USB (Windows 10 or later).' AND `description_FR` = '';--> statement-breakpoint
UPDATE `service_tools` SET `description_NL` = 'Leest het gebeurtenislogboek van de VH-15, voert de zelftest uit en werkt de instellingen van de detector bij via USB (Windows 10 of nieuwer).' WHERE `description_EN` = 'Reads the VH-15 event log, runs the self-test and updates the detector’s settings over USB (Windows 10 or later).' AND `description_NL` = '';--> statement-breakpoint
UPDATE `service_tools` SET `description_PT` = 'Lê o registo de eventos do VH-15, executa o autoteste e atualiza as definições do detetor por USB (Windows 10 ou posterior).' WHERE `description_EN` = 'Reads the VH-15 event log, runs the self-test and updates the detector’s settings over USB (Windows 10 or later).' AND `description_PT` = '';--> statement-breakpoint
UPDATE `service_tools` SET `description_DE` = 'Firmware für das AC-Funkenprüfgerät SA-25, aufgespielt mit der Service-Software. Für zertifizierte Partner ab Junior Plus.' WHERE `description_EN` = 'Firmware for the SA-25 AC spark tester, loaded with the service software. Certified junior plus and above.' AND `description_DE` = '';--> statement-breakpoint
UPDATE `service_tools` SET `description_ES` = 'Firmware del comprobador de chispa de CA SA-25, que se carga con el software de servicio. Para socios certificados a partir de junior plus.' WHERE `description_EN` = 'Firmware for the SA-25 AC spark tester, loaded with the service software. Certified junior plus and above.' AND `description_ES` = '';--> statement-breakpoint
UPDATE `service_tools` SET `description_FR` = 'Micrologiciel du testeur à étincelles CA SA-25, chargé avec le logiciel de service. Pour les partenaires certifiés à partir de junior plus.' WHERE `description_EN` = 'Firmware for the SA-25 AC spark tester, loaded with the service software. Certified junior plus and above.' AND `description_FR` = '';--> statement-breakpoint
UPDATE `service_tools` SET `description_NL` = 'Firmware voor de SA-25 AC-vonktester, geladen met de servicesoftware. Voor gecertificeerde partners vanaf junior plus.' WHERE `description_EN` = 'Firmware for the SA-25 AC spark tester, loaded with the service software. Certified junior plus and above.' AND `description_NL` = '';--> statement-breakpoint
UPDATE `service_tools` SET `description_PT` = 'Firmware do testador de faísca CA SA-25, carregado com o software de assistência. Para parceiros certificados a partir de junior plus.' WHERE `description_EN` = 'Firmware for the SA-25 AC spark tester, loaded with the service software. Certified junior plus and above.' AND `description_PT` = '';--> statement-breakpoint
UPDATE `service_tools` SET `description_DE` = 'Zerlegung, Austausch des Hochspannungsmoduls und Kalibrierung des VH-15.' WHERE `description_EN` = 'Disassembly, high-voltage module replacement and calibration of the VH-15.' AND `description_DE` = '';--> statement-breakpoint
UPDATE `service_tools` SET `description_ES` = 'Desmontaje, sustitución del módulo de alta tensión y calibración del VH-15.' WHERE `description_EN` = 'Disassembly, high-voltage module replacement and calibration of the VH-15.' AND `description_ES` = '';--> statement-breakpoint
UPDATE `service_tools` SET `description_FR` = 'Démontage, remplacement du module haute tension et étalonnage du VH-15.' WHERE `description_EN` = 'Disassembly, high-voltage module replacement and calibration of the VH-15.' AND `description_FR` = '';--> statement-breakpoint
UPDATE `service_tools` SET `description_NL` = 'Demontage, vervanging van de hoogspanningsmodule en kalibratie van de VH-15.' WHERE `description_EN` = 'Disassembly, high-voltage module replacement and calibration of the VH-15.' AND `description_NL` = '';--> statement-breakpoint
UPDATE `service_tools` SET `description_PT` = 'Desmontagem, substituição do módulo de alta tensão e calibração do VH-15.' WHERE `description_EN` = 'Disassembly, high-voltage module replacement and calibration of the VH-15.' AND `description_PT` = '';--> statement-breakpoint
UPDATE `service_tools` SET `description_DE` = 'Führt durch eine Kalibrierung gegen den Referenzteiler und druckt die Messwerte für das Zertifikat. Für Senior-Rollen.' WHERE `description_EN` = 'Guides a calibration against the reference divider and prints the readings for the certificate. Senior roles.' AND `description_DE` = '';--> statement-breakpoint
UPDATE `service_tools` SET `description_ES` = 'Guía una calibración frente al divisor de referencia e imprime las lecturas para el certificado. Para los perfiles sénior.' WHERE `description_EN` = 'Guides a calibration against the reference divider and prints the readings for the certificate. Senior roles.' AND `description_ES` = '';--> statement-breakpoint
UPDATE `service_tools` SET `description_FR` = 'Guide un étalonnage par rapport au diviseur de référence et imprime les relevés pour le certificat. Pour les rôles senior.' WHERE `description_EN` = 'Guides a calibration against the reference divider and prints the readings for the certificate. Senior roles.' AND `description_FR` = '';--> statement-breakpoint
UPDATE `service_tools` SET `description_NL` = 'Begeleidt een kalibratie tegen de referentiedeler en drukt de meetwaarden voor het certificaat af. Voor seniorrollen.' WHERE `description_EN` = 'Guides a calibration against the reference divider and prints the readings for the certificate. Senior roles.' AND `description_NL` = '';--> statement-breakpoint
UPDATE `service_tools` SET `description_PT` = 'Orienta uma calibração com o divisor de referência e imprime as leituras para o certificado. Para perfis sénior.' WHERE `description_EN` = 'Guides a calibration against the reference divider and prints the readings for the certificate. Senior roles.' AND `description_PT` = '';--> statement-breakpoint
UPDATE `service_tool_versions` SET `release_notes_DE` = 'Export des Ereignisprotokolls als CSV.' WHERE `release_notes_EN` = 'Event log export to CSV.' AND `release_notes_DE` = '';--> statement-breakpoint
UPDATE `service_tool_versions` SET `release_notes_ES` = 'Exportación del registro de eventos a CSV.' WHERE `release_notes_EN` = 'Event log export to CSV.' AND `release_notes_ES` = '';--> statement-breakpoint
UPDATE `service_tool_versions` SET `release_notes_FR` = 'Export du journal d’événements au format CSV.' WHERE `release_notes_EN` = 'Event log export to CSV.' AND `release_notes_FR` = '';--> statement-breakpoint
UPDATE `service_tool_versions` SET `release_notes_NL` = 'Export van het gebeurtenislogboek naar CSV.' WHERE `release_notes_EN` = 'Event log export to CSV.' AND `release_notes_NL` = '';--> statement-breakpoint
UPDATE `service_tool_versions` SET `release_notes_PT` = 'Exportação do registo de eventos para CSV.' WHERE `release_notes_EN` = 'Event log export to CSV.' AND `release_notes_PT` = '';--> statement-breakpoint
UPDATE `service_tool_versions` SET `release_notes_DE` = 'Selbsttestbericht als PDF; Bildschirme auf Dänisch und Spanisch.' WHERE `release_notes_EN` = 'Self-test report as PDF; Danish and Spanish screens.' AND `release_notes_DE` = '';--> statement-breakpoint
UPDATE `service_tool_versions` SET `release_notes_ES` = 'Informe de autodiagnóstico en PDF; pantallas en danés y español.' WHERE `release_notes_EN` = 'Self-test report as PDF; Danish and Spanish screens.' AND `release_notes_ES` = '';--> statement-breakpoint
UPDATE `service_tool_versions` SET `release_notes_FR` = 'Rapport d’autotest en PDF ; écrans en danois et en espagnol.' WHERE `release_notes_EN` = 'Self-test report as PDF; Danish and Spanish screens.' AND `release_notes_FR` = '';--> statement-breakpoint
UPDATE `service_tool_versions` SET `release_notes_NL` = 'Zelftestrapport als pdf; schermen in het Deens en Spaans.' WHERE `release_notes_EN` = 'Self-test report as PDF; Danish and Spanish screens.' AND `release_notes_NL` = '';--> statement-breakpoint
UPDATE `service_tool_versions` SET `release_notes_PT` = 'Relatório de autoteste em PDF; ecrãs em dinamarquês e espanhol.' WHERE `release_notes_EN` = 'Self-test report as PDF; Danish and Spanish screens.' AND `release_notes_PT` = '';--> statement-breakpoint
UPDATE `service_tool_versions` SET `release_notes_DE` = 'Behebt die USB-Verbindung an manchen Laptops nach dem Ruhezustand.' WHERE `release_notes_EN` = 'Fixes the USB connection on some laptops after sleep.' AND `release_notes_DE` = '';--> statement-breakpoint
UPDATE `service_tool_versions` SET `release_notes_ES` = 'Corrige la conexión USB en algunos portátiles tras la suspensión.' WHERE `release_notes_EN` = 'Fixes the USB connection on some laptops after sleep.' AND `release_notes_ES` = '';--> statement-breakpoint
UPDATE `service_tool_versions` SET `release_notes_FR` = 'Corrige la connexion USB sur certains portables après la mise en veille.' WHERE `release_notes_EN` = 'Fixes the USB connection on some laptops after sleep.' AND `release_notes_FR` = '';--> statement-breakpoint
UPDATE `service_tool_versions` SET `release_notes_NL` = 'Herstelt de USB-verbinding op sommige laptops na de slaapstand.' WHERE `release_notes_EN` = 'Fixes the USB connection on some laptops after sleep.' AND `release_notes_NL` = '';--> statement-breakpoint
UPDATE `service_tool_versions` SET `release_notes_PT` = 'Corrige a ligação USB em alguns portáteis após a suspensão.' WHERE `release_notes_EN` = 'Fixes the USB connection on some laptops after sleep.' AND `release_notes_PT` = '';--> statement-breakpoint
UPDATE `service_tool_versions` SET `release_notes_DE` = 'Sanfterer Spannungsanstieg beim Start.' WHERE `release_notes_EN` = 'Smoother voltage ramp at start.' AND `release_notes_DE` = '';--> statement-breakpoint
UPDATE `service_tool_versions` SET `release_notes_ES` = 'Rampa de tensión más suave al arrancar.' WHERE `release_notes_EN` = 'Smoother voltage ramp at start.' AND `release_notes_ES` = '';--> statement-breakpoint
UPDATE `service_tool_versions` SET `release_notes_FR` = 'Montée en tension plus douce au démarrage.' WHERE `release_notes_EN` = 'Smoother voltage ramp at start.' AND `release_notes_FR` = '';--> statement-breakpoint
UPDATE `service_tool_versions` SET `release_notes_NL` = 'Geleidelijkere spanningsopbouw bij het starten.' WHERE `release_notes_EN` = 'Smoother voltage ramp at start.' AND `release_notes_NL` = '';--> statement-breakpoint
UPDATE `service_tool_versions` SET `release_notes_PT` = 'Rampa de tensão mais suave no arranque.' WHERE `release_notes_EN` = 'Smoother voltage ramp at start.' AND `release_notes_PT` = '';--> statement-breakpoint
UPDATE `service_tool_versions` SET `release_notes_DE` = 'Alarmschwelle bleibt nach Stromausfall erhalten.' WHERE `release_notes_EN` = 'Alarm threshold kept after power loss.' AND `release_notes_DE` = '';--> statement-breakpoint
UPDATE `service_tool_versions` SET `release_notes_ES` = 'El umbral de alarma se conserva tras un corte de corriente.' WHERE `release_notes_EN` = 'Alarm threshold kept after power loss.' AND `release_notes_ES` = '';--> statement-breakpoint
UPDATE `service_tool_versions` SET `release_notes_FR` = 'Le seuil d’alarme est conservé après une coupure de courant.' WHERE `release_notes_EN` = 'Alarm threshold kept after power loss.' AND `release_notes_FR` = '';--> statement-breakpoint
UPDATE `service_tool_versions` SET `release_notes_NL` = 'Alarmdrempel blijft behouden na stroomuitval.' WHERE `release_notes_EN` = 'Alarm threshold kept after power loss.' AND `release_notes_NL` = '';--> statement-breakpoint
UPDATE `service_tool_versions` SET `release_notes_PT` = 'O limiar de alarme mantém-se após falha de energia.' WHERE `release_notes_EN` = 'Alarm threshold kept after power loss.' AND `release_notes_PT` = '';--> statement-breakpoint
UPDATE `service_tool_versions` SET `release_notes_DE` = 'Neues Kapitel zum Akkupack.' WHERE `release_notes_EN` = 'New chapter on the battery pack.' AND `release_notes_DE` = '';--> statement-breakpoint
UPDATE `service_tool_versions` SET `release_notes_ES` = 'Nuevo capítulo sobre la batería.' WHERE `release_notes_EN` = 'New chapter on the battery pack.' AND `release_notes_ES` = '';--> statement-breakpoint
UPDATE `service_tool_versions` SET `release_notes_FR` = 'Nouveau chapitre sur le bloc-batterie.' WHERE `release_notes_EN` = 'New chapter on the battery pack.' AND `release_notes_FR` = '';--> statement-breakpoint
UPDATE `service_tool_versions` SET `release_notes_NL` = 'Nieuw hoofdstuk over het accupakket.' WHERE `release_notes_EN` = 'New chapter on the battery pack.' AND `release_notes_NL` = '';--> statement-breakpoint
UPDATE `service_tool_versions` SET `release_notes_PT` = 'Novo capítulo sobre a bateria.' WHERE `release_notes_EN` = 'New chapter on the battery pack.' AND `release_notes_PT` = '';--> statement-breakpoint
UPDATE `service_tool_versions` SET `release_notes_DE` = 'Messwerte werden direkt in den Serviceauftrag übernommen.' WHERE `release_notes_EN` = 'Readings imported straight into the service job.' AND `release_notes_DE` = '';--> statement-breakpoint
UPDATE `service_tool_versions` SET `release_notes_ES` = 'Las lecturas se importan directamente en la orden de servicio.' WHERE `release_notes_EN` = 'Readings imported straight into the service job.' AND `release_notes_ES` = '';--> statement-breakpoint
UPDATE `service_tool_versions` SET `release_notes_FR` = 'Les relevés sont importés directement dans l’ordre de service.' WHERE `release_notes_EN` = 'Readings imported straight into the service job.' AND `release_notes_FR` = '';--> statement-breakpoint
UPDATE `service_tool_versions` SET `release_notes_NL` = 'Meetwaarden worden direct in de serviceopdracht geïmporteerd.' WHERE `release_notes_EN` = 'Readings imported straight into the service job.' AND `release_notes_NL` = '';--> statement-breakpoint
UPDATE `service_tool_versions` SET `release_notes_PT` = 'As leituras são importadas diretamente para a ordem de serviço.' WHERE `release_notes_EN` = 'Readings imported straight into the service job.' AND `release_notes_PT` = '';--> statement-breakpoint
UPDATE `industry_sectors` SET `name_DE` = 'Tankauskleidung und Lagerung' WHERE `name_EN` = 'Tank lining and storage' AND `name_DE` = '';--> statement-breakpoint
UPDATE `industry_sectors` SET `name_ES` = 'Revestimiento de tanques y almacenamiento' WHERE `name_EN` = 'Tank lining and storage' AND `name_ES` = '';--> statement-breakpoint
UPDATE `industry_sectors` SET `name_FR` = 'Revêtement de cuves et stockage' WHERE `name_EN` = 'Tank lining and storage' AND `name_FR` = '';--> statement-breakpoint
UPDATE `industry_sectors` SET `name_NL` = 'Tankbekleding en opslag' WHERE `name_EN` = 'Tank lining and storage' AND `name_NL` = '';--> statement-breakpoint
UPDATE `industry_sectors` SET `name_PT` = 'Revestimento de tanques e armazenamento' WHERE `name_EN` = 'Tank lining and storage' AND `name_PT` = '';--> statement-breakpoint
UPDATE `industry_sectors` SET `name_DE` = 'Dachbau und Tiefbau' WHERE `name_EN` = 'Roofing and civil engineering' AND `name_DE` = '';--> statement-breakpoint
UPDATE `industry_sectors` SET `name_ES` = 'Cubiertas e ingeniería civil' WHERE `name_EN` = 'Roofing and civil engineering' AND `name_ES` = '';--> statement-breakpoint
UPDATE `industry_sectors` SET `name_FR` = 'Toiture et génie civil' WHERE `name_EN` = 'Roofing and civil engineering' AND `name_FR` = '';--> statement-breakpoint
UPDATE `industry_sectors` SET `name_NL` = 'Dakbouw en civiele techniek' WHERE `name_EN` = 'Roofing and civil engineering' AND `name_NL` = '';--> statement-breakpoint
UPDATE `industry_sectors` SET `name_PT` = 'Coberturas e engenharia civil' WHERE `name_EN` = 'Roofing and civil engineering' AND `name_PT` = '';