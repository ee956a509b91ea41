@card:goblin-electromancer
Feature: Goblin Electromancer
  Instant and sorcery spells you cast cost {1} less to cast.

  @ruling:2017-03-14
  Rule: Two Goblin Electromancers reduce the cost by {2}
    Two Goblin Electromancers will make instant and sorcery spells you cast cost {2} less to cast, and so on.

    @rule:601.2f
    @id:with-two-goblin-electromancers-repel-the-darkness-2-w-costs
    Scenario: With two Goblin Electromancers, Repel the Darkness ({2}{W}) costs only {W}
      Given Alice controls two Goblin Electromancers
      And Bob controls a Grizzly Bears
      And Alice has a Repel the Darkness in her hand
      And Alice has a Forest in her library
      And Alice's mana pool holds {W}
      When Alice casts Repel the Darkness targeting Bob's Grizzly Bears
      Then Alice's mana pool is empty
      And Repel the Darkness is on the stack

    @rule:601.2f
    @id:with-one-goblin-electromancer-repel-the-darkness-costs-1-w-w
    Scenario: With one Goblin Electromancer, Repel the Darkness costs {1}{W}: {W} alone can't pay it
      Given Alice controls a Goblin Electromancer
      And Bob controls a Grizzly Bears
      And Alice has a Repel the Darkness in her hand
      And Alice's mana pool holds {W}
      Then Alice may not cast Repel the Darkness targeting Bob's Grizzly Bears

  @ruling:2018-10-05
  Rule: Goblin Electromancer reduces only generic mana
    Goblin Electromancer's effect reduces only generic mana in the spell's total cost.

    @rule:601.2f
    @id:goblin-electromancer-doesnt-reduce-forked-bolts-r-c-cant-pay
    Scenario: Goblin Electromancer doesn't reduce Forked Bolt's {R}: {C} can't pay it (not: one mana of any kind less)
      Given Alice controls a Goblin Electromancer
      And Alice has a Forked Bolt in her hand
      And Alice's mana pool holds {C}
      Then Alice may not cast Forked Bolt targeting Bob

  @ruling:2018-10-05
  Rule: Cost increases are added before reductions apply, and the mana value doesn't change
    To determine the total cost of a spell, start with the mana cost or alternative cost you're paying, add any cost increases, then apply any cost reductions. The mana value of the spell remains unchanged, no matter what the total cost to cast it was.

    @rule:601.2f @rule:202.3
    @id:under-damping-sphere-alices-second-spell-forked-bolt-costs-r
    Scenario: Under Damping Sphere, Alice's second spell, Forked Bolt, costs {R}{1} reduced by {1}: {R}, and its mana value is still 1
      # Wrong reading: the reduction applied to the mana cost first ({R} has no generic mana to reduce), then the
      # increase added, for a total of {1}{R}.
      Given Alice controls a Goblin Electromancer
      And Bob controls a Damping Sphere
      And Bob controls a Grizzly Bears
      And Alice has a Stabbing Pain and a Forked Bolt in her hand
      And Alice's mana pool holds {B}{R}
      When Alice casts Stabbing Pain targeting Bob's Grizzly Bears
      And all players pass priority
      And Alice casts Forked Bolt targeting Bob
      Then Alice's mana pool is empty
      And Forked Bolt's mana value is 1
