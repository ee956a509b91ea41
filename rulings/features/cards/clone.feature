@card:clone
Feature: Clone
  You may have this creature enter as a copy of any creature on the battlefield.

  @ruling:2025-10-02
  Rule: The copied creature's enters abilities work for Clone: its "enters" trigger, its "enters tapped"
    Any enters abilities of the copied creature will trigger when Clone enters. Any "as [this creature] enters" or "[this creature] enters with" abilities of the chosen creature will also work.

    @rule:616.1c @rule:614.12 @rule:603.6a
    @id:clone-copying-pheres-band-brawler-fights-it-its-enters
    Scenario: Clone copying Pheres-Band Brawler fights it: its enters ability triggers for Clone (not: Clone enters, then becomes a copy, too late to trigger)
      Given Alice has a Clone in her hand
      And Alice's mana pool holds {U}{U}{U}{U}
      And Bob controls a Pheres-Band Brawler
      When Alice will do what Clone's ability says she may do
      And Alice casts Clone
      And all players pass priority
      Then Clone is a 4/4 creature
      And Clone's ability triggered once
      And the top of the stack is an ability of Clone
      When all players pass priority
      Then Clone is in her graveyard
      And Pheres-Band Brawler is in his graveyard

    @rule:616.1c @rule:614.12
    @id:clone-copying-grimgrin-enters-tapped
    Scenario: Clone copying Grimgrin enters tapped (not: Clone's own abilities, with no "enters tapped", decide how it enters)
      Given Alice has a Clone in her hand
      And Alice's mana pool holds {U}{U}{U}{U}
      And Bob controls a Grimgrin, Corpse-Born
      When Alice will do what Clone's ability says she may do
      And Alice casts Clone
      And all players pass priority
      Then Clone is on the battlefield
      And Clone is tapped
      And Clone is a 5/5 creature

  @ruling:2025-10-02
  Rule: Clone copies what is printed: not tapped, not counters, not other effects
    Clone copies exactly what was printed on the original creature and nothing else (unless that creature is copying something else or is a token; see below). It doesn't copy whether that creature is tapped or untapped, whether it has any counters on it or Auras and Equipment attached to it, or any non-copy effects that have changed its power, toughness, types, color, or so on.

    @rule:707.2
    @id:clone-copying-a-tapped-grizzly-bears-with-counters-and-a
    Scenario: Clone copying a tapped Grizzly Bears with two +1/+1 counters, under Benalish Marshal, is an untapped 2/2 with no counters
      Given Alice has a Clone in her hand
      And Alice's mana pool holds {U}{U}{U}{U}
      And Bob controls a tapped Grizzly Bears with 2 +1/+1 counters and a Benalish Marshal
      When Alice will do what Clone's ability says she may do
      And Alice will choose Bob's Grizzly Bears when she must
      And Alice casts Clone
      And all players pass priority
      Then Grizzly Bears is a 5/5 creature
      And Clone is untapped
      And Clone has no +1/+1 counters
      And Clone is a 2/2 creature

  @ruling:2025-10-02
  Rule: Clone doesn't target: the creature is chosen as Clone enters
    Clone's ability doesn't target the chosen creature.

    # The wrong reading: a target chosen as Clone is cast (CR 601.2c), so that Clone couldn't copy a creature
    # that arrived while it was on the stack.
    @rule:614.12
    @id:clone-cast-with-no-creature-on-the-battlefield-copies-boon
    Scenario: Clone cast with no creature on the battlefield copies Boon Satyr, cast in response
      Given Alice has a Clone in her hand
      And Alice's mana pool holds {U}{U}{U}{U}
      And Bob has a Boon Satyr in his hand
      And Bob's mana pool holds {G}{G}{G}
      When Alice will do what Clone's ability says she may do
      And Alice casts Clone
      And Alice passes priority
      And Bob casts Boon Satyr
      And all players pass priority
      Then Boon Satyr is on the battlefield
      When all players pass priority
      Then Clone is a 4/2 creature

  @ruling:2025-10-02
  Rule: Not a creature entering at the same time as Clone
    If Clone somehow enters at the same time as another creature, Clone can't become a copy of that creature. You may choose only a creature that's already on the battlefield.

    @rule:614.12
    @id:twilights-call-returns-clone-and-grimgrin-together-clone
    Scenario: Twilight's Call returns Clone and Grimgrin together: Clone copies Bob's Grizzly Bears, though Alice would rather copy Grimgrin (not: any creature there once it has entered)
      Given Alice has a Clone and a Grimgrin, Corpse-Born in her graveyard
      And Alice has a Twilight's Call in her hand
      And Alice's mana pool holds {C}{C}{C}{C}{B}{B}
      And Bob controls a Grizzly Bears
      When Alice will do what Clone's ability says she may do
      And Alice will choose Grimgrin, Corpse-Born, then Bob's Grizzly Bears when she must
      And Alice casts Twilight's Call
      And all players pass priority
      Then Grimgrin, Corpse-Born is on the battlefield
      And Clone is a 2/2 creature
      And Clone is untapped

  @ruling:2025-10-02
  Rule: A copied {X} in the mana cost is 0
    If the copied creature has {X} in its mana cost, X is considered to be 0.

    @rule:107.3j @rule:202.3e
    @id:clone-copying-balduvian-hydra-cast-with-x-3-has-mana-value-2
    Scenario: Clone copying a Balduvian Hydra cast with X = 3 has mana value 2 and no +1/+0 counters (not: the Hydra's X)
      Given Alice has a Balduvian Hydra and a Clone in her hand
      And Alice's mana pool holds {R}{R}{R}{R}{R}{U}{U}{U}{U}
      When Alice casts Balduvian Hydra with X = 3
      And all players pass priority
      Then Balduvian Hydra has three +1/+0 counters
      When Alice will do what Clone's ability says she may do
      And Alice will choose Balduvian Hydra when she must
      And Alice casts Clone
      And all players pass priority
      Then Clone's mana value is 2
      And Clone has no +1/+0 counters
      And Clone is a 0/1 creature

  @ruling:2025-10-02
  Rule: A token copied: its characteristics as the effect that created it stated
    If the copied creature is a token, Clone copies the original characteristics of that token as stated by the effect that created the token.

    @rule:707.2 @rule:111.3
    @id:clone-copying-a-thopter-token-is-a-1-1-artifact-creature
    Scenario: Clone copying a Thopter token is a colorless 1/1 with flying (not: a token has nothing printed to copy)
      Given Alice controls a Hangarback Walker with 1 +1/+1 counter
      And two -1/-1 counters were just put on Hangarback Walker at once
      And Alice has a Clone in her hand
      And Alice's mana pool holds {U}{U}{U}{U}
      When Alice passes priority
      And all players pass priority
      Then Alice controls one Thopter token
      When Alice will do what Clone's ability says she may do
      And Alice casts Clone
      And all players pass priority
      Then Clone is a 1/1 creature
      And Clone has flying
      And Clone's color is colorless

  @ruling:2025-10-02
  Rule: A copy copied: Clone enters as what that creature copied
    If the copied creature is copying something else (for example, if the copied creature is an Evil Twin), then Clone enters as whatever that creature copied.

    @rule:707.3
    @id:bobs-clone-copying-alices-clone-a-grizzly-bears-is-a-2-2-bear
    Scenario: Bob's Clone copying Alice's Clone, a Grizzly Bears, is a 2/2 Bear (not: Clone's printed 0/0 Shapeshifter)
      Given Alice has a Clone in her hand
      And Alice's mana pool holds {U}{U}{U}{U}
      And Alice controls a Grizzly Bears
      And Bob has a Clone in his hand
      And Bob controls four Islands
      And Bob has a Forest in his library
      When Alice will do what Clone's ability says she may do
      And Alice casts Clone
      And all players pass priority
      Then Alice's Clone is a 2/2 creature
      When the game advances to Bob's precombat main phase
      And Bob taps Island for mana
      And Bob taps Island for mana
      And Bob taps Island for mana
      And Bob taps Island for mana
      And Bob will do what Bob's Clone's ability says he may do
      And Bob will choose Alice's Clone when he must
      And Bob casts Clone
      And all players pass priority
      Then Bob's Clone is a 2/2 creature
      And Bob's Clone's subtypes are Bear

  @ruling:2025-10-02
  Rule: Copying nothing: a 0/0 Shapeshifter that dies
    You can choose not to copy anything. In that case, Clone enters as a 0/0 Shapeshifter creature, and is probably put into the graveyard immediately.

    @rule:704.5f
    @id:alice-chooses-not-to-copy-grizzly-bears-clone-enters-as-a-0-0
    Scenario: Alice chooses not to copy Grizzly Bears: Clone enters as a 0/0 and dies (not: it must copy a creature there is)
      Given Alice has a Clone in her hand
      And Alice's mana pool holds {U}{U}{U}{U}
      And Bob controls a Grizzly Bears
      When Alice will not do what Clone's ability says she may do
      And Alice casts Clone
      And all players pass priority
      Then Clone entered the battlefield once
      And Clone is in her graveyard

    @rule:704.5f
    @id:with-no-creature-to-copy-clone-enters-as-a-0-0-and-dies
    Scenario: With no creature to copy, Clone enters as a 0/0 and dies, though Alice would copy one
      Given Alice has a Clone in her hand
      And Alice's mana pool holds {U}{U}{U}{U}
      When Alice will do what Clone's ability says she may do
      And Alice casts Clone
      And all players pass priority
      Then Clone entered the battlefield once
      And Clone is in her graveyard
