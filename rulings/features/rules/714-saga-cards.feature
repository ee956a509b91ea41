Feature: 714. Saga Cards
  Sagas as the reference engine has them: History of Benalia ("I, II — Create a 2/2 white Knight creature token
  with vigilance. III — Knights you control get +2/+1 until end of turn."). Each paragraph of CR 714 (2026-09-25)
  that a board can show is quoted verbatim under its number; its scenarios show it on a board.

  @rule:714.2
  Rule: 714.2
    A chapter symbol is a keyword ability that represents a triggered ability referred to as a chapter ability.

    @rule:714.3a @rule:714.3
    @id:history-of-benalia-enters-with-a-lore-counter-chapter-i
    Scenario: History of Benalia enters with a lore counter, and its chapter I ability triggers and goes on the stack, where Bob may respond; it creates a Knight only as it resolves (not: a static effect as the counter is put)
      Given Alice has a History of Benalia in her hand
      And Alice's mana pool holds {W}{W}{C}
      When Alice casts History of Benalia
      And all players pass priority
      Then History of Benalia has 1 lore counter
      And History of Benalia's ability triggered once
      And the top of the stack is an ability of History of Benalia
      And Alice controls no Knight tokens
      When all players pass priority
      Then Alice controls one Knight token

  @rule:714.2a
  Rule: 714.2a
    A chapter symbol includes a Roman numeral, indicated here as “{rN}.” The numeral I represents 1, II represents 2, III represents 3, and so on.

    @rule:714.3c
    @id:the-third-lore-counter-triggers-chapter-iii-knights-get-2-1
    Scenario: The third lore counter triggers chapter III, not chapter I or II again: Alice's Youthful Knight gets +2/+1 and no Knight token is created (not: the numeral is the chapter's place in the text, or any counter triggers all of them)
      Given Alice controls a History of Benalia with 2 lore counters
      And Alice controls a Youthful Knight
      And it is Alice's upkeep
      And Alice has a Forest in her library
      When the game advances to Alice's precombat main phase
      Then History of Benalia has 3 lore counters
      And History of Benalia's ability triggered once
      When all players pass priority
      Then Youthful Knight is a 4/2 creature
      And Alice controls no Knight tokens

  @rule:714.2b
  Rule: 714.2b
    “{rN}—[Effect]” means “When one or more lore counters are put onto this Saga, if the number of lore counters on it was less than N and became at least N, [effect].”

    @rule:714.2c
    @id:from-one-lore-counter-to-two-only-chapter-ii-triggers
    Scenario: From one lore counter to two, only chapter II triggers: one Knight token, though chapter I's "at least 1" is also true (not: every chapter whose number the counters have reached)
      Given Alice controls a History of Benalia with 1 lore counter
      And it is Alice's upkeep
      And Alice has a Forest in her library
      When the game advances to Alice's precombat main phase
      Then History of Benalia has 2 lore counters
      And History of Benalia's ability triggered once
      When all players pass priority
      Then Alice controls one Knight token

  @rule:714.2c
  Rule: 714.2c
    “{rN1}, {rN2}—[Effect]” means the same as “{rN1}—[Effect]” and “{rN2}—[Effect].”

    @id:i-ii-creates-a-knight-at-the-first-counter-and-at-the-second
    Scenario: "I, II" is two chapter abilities: History of Benalia creates a Knight token as it enters and another at its second lore counter (not: one ability, spent at chapter I)
      Given Alice has a History of Benalia in her hand
      And Alice's mana pool holds {W}{W}{C}
      And Alice has a Forest in her library
      And Bob has a Forest in his library
      When Alice casts History of Benalia
      And all players pass priority
      And all players pass priority
      Then Alice controls one Knight token
      When the game advances to Alice's precombat main phase
      Then it is turn 3
      Then History of Benalia has 2 lore counters
      When all players pass priority
      Then Alice controls two Knight tokens

  @rule:714.2d
  Rule: 714.2d
    A Saga’s final chapter number is the greatest value among chapter abilities it has. If a Saga somehow has no chapter abilities, its final chapter number is 0.

    @rule:714.4 @rule:704.5s
    @id:history-of-benalia-with-2-lore-counters-isnt-sacrificed
    Scenario: History of Benalia with 2 lore counters isn't sacrificed: its final chapter number is 3, not the 2 chapters printed before it (not: the number of chapter abilities' lines, or its first chapter)
      Given Alice controls a History of Benalia with 2 lore counters
      When Alice passes priority
      Then History of Benalia is on the battlefield

  @rule:714.2e
  Rule: 714.2e
    A Saga’s final chapter ability is the chapter ability which has its final chapter number in its chapter symbol.

    @rule:714.4 @rule:704.5s
    @id:history-of-benalia-stays-while-chapter-iii-is-on-the-stack
    Scenario: History of Benalia stays on the battlefield while its final chapter ability, III, is on the stack, and is sacrificed once it has resolved (not: sacrificed as soon as it has 3 lore counters)
      Given Alice controls a History of Benalia with 2 lore counters
      And Alice controls a Youthful Knight
      And it is Alice's upkeep
      And Alice has a Forest in her library
      When the game advances to Alice's precombat main phase
      Then History of Benalia has 3 lore counters
      When Alice passes priority
      Then History of Benalia is on the battlefield
      When Bob passes priority
      Then Youthful Knight is a 4/2 creature
      And History of Benalia is in its owner's graveyard

  @rule:714.4
  Rule: 714.4
    If the number of lore counters on a Saga permanent with one or more chapter abilities is greater than or equal to its final chapter number, and it isn’t the source of a chapter ability that has triggered but not yet left the stack, that Saga’s controller sacrifices it. This state-based action doesn’t use the stack.

    @rule:704.5s @rule:704.3
    @id:a-saga-with-3-lore-counters-and-no-chapter-waiting-is-sacrificed
    Scenario: Bob's History of Benalia with 3 lore counters and no chapter ability waiting is sacrificed as a state-based action the next time a player would receive priority, with nothing put on the stack (not: only as a counter is put on it, or at its controller's main phase)
      Given Bob controls a History of Benalia with 3 lore counters
      When Alice passes priority
      Then History of Benalia is in its owner's graveyard
      And the stack is empty
      And Bob has priority

  @rule:714.3c
  Rule: 714.3c
    As a player’s precombat main phase begins, that player puts a lore counter on each Saga they control with one or more chapter abilities. This turn-based action doesn’t use the stack.

    @id:alices-precombat-main-phase-adds-a-lore-counter-only-to-her-saga
    Scenario: Alice's precombat main phase adds a lore counter to her History of Benalia, not to Bob's (not: to each Saga on the battlefield)
      Given Alice controls a History of Benalia with 1 lore counter
      And Bob controls a History of Benalia with 1 lore counter
      And it is Alice's upkeep
      And Alice has a Forest in her library
      When the game advances to Alice's precombat main phase
      Then Alice's History of Benalia has 2 lore counters
      And Bob's History of Benalia has 1 lore counter
