@card:anointed-procession
Feature: Anointed Procession
  If an effect would create one or more tokens under your control, it creates twice that many of those tokens instead.

  @ruling:2017-04-18
  Rule: Twice the tokens, all entering at once and alike: both Cat Soldiers enter attacking
    All of the tokens enter the battlefield simultaneously. They’ll be created with the same name, color, type and subtype, abilities, power, toughness, and so on.

    @rule:508.4
    @id:with-anointed-procession-brimaz-makes-two-cat-soldiers-both
    Scenario: With Anointed Procession, Brimaz makes two Cat Soldiers, both attacking: Bob takes 5 (not: only the token the ability said to create enters attacking)
      Given Alice controls a Brimaz, King of Oreskos and an Anointed Procession
      When Alice attacks Bob with Brimaz, King of Oreskos
      And all players pass priority
      Then Alice controls two Cat Soldier tokens
      When the game advances to Alice's end of combat step
      Then Bob's life total is 15

  @ruling:2017-04-18
  Rule: If an effect creates more than one kind of token, it’ll create twice as many of each kind
    If an effect creates more than one kind of token, it’ll create twice as many of each kind. For example, if you cast Bestial Menace while controlling Anointed Procession, you’ll create two Snake tokens, two Wolf tokens, and two Elephant tokens.

    # Not shown: no effect in the reference engine's pool creates more than one kind of token at once.

  @ruling:2017-04-18
  Rule: If the effect creating the tokens instructs you to do something with those tokens at a…
    If the effect creating the tokens instructs you to do something with those tokens at a later time, like exiling them at the end of combat, you’ll do that for all the tokens.

    # Not shown: no effect in the reference engine's pool does something later with the tokens it created.

  @ruling:2017-04-18
  Rule: First how many tokens, then each one's own "as this enters"
    If the token you create has any “as [this permanent] enters the battlefield” or “[this permanent] enters the battlefield with” abilities, first determine how many tokens are being created, then apply those abilities individually for each one. For example, if a token with “You may have [this permanent] enter the battlefield as a copy of any creature on the battlefield” would be created (such as an embalmed Vizier of Many Faces), the resulting two tokens can each copy a different creature.

    @rule:616.1g @rule:707.2
    @id:a-token-copy-of-phylactery-lich-doubled-each-of-the-two
    Scenario: A token copy of Phylactery Lich, doubled: each of the two tokens puts a phylactery counter on the artifact Alice chooses as it enters
      Given Alice controls a Phylactery Lich, an Anointed Procession and a Fellwar Stone with 1 phylactery counter
      And Alice controls a Darksteel Myr
      And Alice has a Fated Infatuation in her hand
      And Alice's mana pool holds {U}{U}{U}
      When Alice will choose Darksteel Myr when she must
      And Alice casts Fated Infatuation targeting Phylactery Lich
      And all players pass priority
      Then Alice controls two Phylactery Lich tokens
      And Darksteel Myr has two phylactery counters
      And Fellwar Stone has one phylactery counter

  @ruling:2017-04-18
  Rule: Two Anointed Processions: four times as many tokens
    If you control two Anointed Processions, then the number of tokens created is four times the original number. If you control three, then the number of tokens created is eight times the original number, and so on.

    @rule:614.1a
    @id:two-anointed-processions-hangarback-walker-dying-with-one-1-1
    Scenario: Two Anointed Processions: Hangarback Walker dying with one +1/+1 counter makes four Thopters (not: each Procession doubling the original one, three)
      Given Alice controls a Hangarback Walker with 1 +1/+1 counter and two Anointed Processions
      And two -1/-1 counters were just put on Hangarback Walker at once
      When Alice passes priority
      And all players pass priority
      Then Alice controls four Thopter tokens

  @ruling:2018-01-19
  Rule: There are many important moments in the story, but the most crucial—called “story…
    There are many important moments in the story, but the most crucial—called “story spotlights”—are shown on cards. These cards have the Planeswalker symbol in their text box; this symbol has no effect on gameplay. You can read more about these events in the official Magic fiction at http://www.mtgstory.com.

    # Not shown: the Planeswalker symbol of a story spotlight has no effect on the game.
